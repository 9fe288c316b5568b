import { RequestsScreen } from '../../features/client-requests/requests-screen';
import { staffMeta } from '../../features/staff-shell/staff-meta';

export const meta = () => staffMeta('Document requests');

export default function ClientRequests() {
  return <RequestsScreen />;
}
