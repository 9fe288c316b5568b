import { InboxScreen } from '../../features/consultation-inbox/inbox-screen';
import { staffMeta } from '../../features/staff-shell/staff-meta';

export const meta = () => staffMeta('Consultations');

export default function Consultations() {
  return <InboxScreen />;
}
