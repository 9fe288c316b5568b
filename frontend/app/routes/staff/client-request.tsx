import { RequestScreen } from '../../features/client-requests/request-screen';
import { staffMeta } from '../../features/staff-shell/staff-meta';

export const meta = () => staffMeta('Document request');

export default function ClientRequest() {
  return <RequestScreen />;
}
