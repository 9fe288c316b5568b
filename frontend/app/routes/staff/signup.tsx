import { requireAdministrator } from '../../features/auth/guards';
import { SignupScreen } from '../../features/auth/signup-screen';
import { staffMeta } from '../../features/staff-shell/staff-meta';

export const meta = () => staffMeta('Create a Staff Account');

/** Only administrators stay; others go to /login or /dashboard (spec section 4). */
export function clientLoader() {
  return requireAdministrator();
}

export default function Signup() {
  return <SignupScreen />;
}
