import { AccountScreen } from '../../features/account/account-screen';
import { staffMeta } from '../../features/staff-shell/staff-meta';

export const meta = () => staffMeta('My account');

export default function Account() {
  return <AccountScreen />;
}
