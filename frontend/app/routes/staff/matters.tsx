import { MattersScreen } from '../../features/matters/matters-screen';
import { staffMeta } from '../../features/staff-shell/staff-meta';

export const meta = () => staffMeta('Matters');

export default function Matters() {
  return <MattersScreen />;
}
