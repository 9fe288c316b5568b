import { DeadlinesScreen } from '../../features/matters/deadlines-screen';
import { staffMeta } from '../../features/staff-shell/staff-meta';

export const meta = () => staffMeta('Critical deadlines');

export default function CriticalDeadlines() {
  return <DeadlinesScreen />;
}
