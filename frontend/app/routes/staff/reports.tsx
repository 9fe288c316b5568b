import { ReportsScreen } from '../../features/lead-report/reports-screen';
import { staffMeta } from '../../features/staff-shell/staff-meta';

export const meta = () => staffMeta('Reports');

export default function Reports() {
  return <ReportsScreen />;
}
