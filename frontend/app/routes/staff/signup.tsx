import { requireAdministrator } from '../../features/auth/guards';
import { SignupScreen } from '../../features/auth/signup-screen';
import { StepUpDialog } from '../../features/auth/step-up-dialog';
import { staffMeta } from '../../features/staff-shell/staff-meta';
import type { Route } from './+types/signup';

export const meta = () => staffMeta('Create a Staff Account');

/** Only administrators stay; others go to /login or /dashboard (spec section 4). */
export function clientLoader() {
  return { profile: requireAdministrator() };
}

/**
 * Adding staff asks for a recent second factor, and this screen stands outside the staff layout: it mounts
 * the same step-up prompt the layout does, so an old sign-in is answered by confirming it is you.
 */
export default function Signup({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <SignupScreen />
      <StepUpDialog email={loaderData.profile.email} />
    </>
  );
}
