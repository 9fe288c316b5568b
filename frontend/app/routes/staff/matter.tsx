import { MatterScreen } from '../../features/matters/matter-screen';
import { staffMeta } from '../../features/staff-shell/staff-meta';

export const meta = () => staffMeta('Matter');

export default function Matter() {
  return <MatterScreen />;
}
