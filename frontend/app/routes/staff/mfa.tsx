import { requireFirstStage } from '../../features/auth/guards';
import { MfaScreen } from '../../features/auth/mfa-screen';
import { staffMeta } from '../../features/staff-shell/staff-meta';

export const meta = () => staffMeta('Verify Your Identity');

/** Without a first-stage token there is nothing to verify: back to sign in. */
export function clientLoader() {
  return requireFirstStage();
}

export default function Mfa() {
  return <MfaScreen />;
}
