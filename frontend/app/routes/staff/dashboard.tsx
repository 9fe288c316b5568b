import { DashboardScreen } from '../../features/staff-shell/dashboard-screen';
import { staffMeta } from '../../features/staff-shell/staff-meta';

export const meta = () => staffMeta('Dashboard');

export default function Dashboard() {
  return <DashboardScreen />;
}
