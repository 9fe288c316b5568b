/** Route guards, run as clientLoaders before a staff screen renders (spec sections 4 and 6). */
import { redirect } from 'react-router';
import { hasFirstStage, readProfile, type Profile } from '../../lib/session';
import { paths } from '../../config/paths';

export function requireSignedIn(): Profile {
  const profile = readProfile();
  if (!profile) throw redirect(paths.login);
  return profile;
}

export function requireFirstStage(): null {
  if (!hasFirstStage()) throw redirect(paths.login);
  return null;
}

/** No profile: sign in first; a profile without isAdmin: back to the dashboard. */
export function requireAdministrator(): Profile {
  const profile = requireSignedIn();
  if (!profile.isAdmin) throw redirect(paths.dashboard);
  return profile;
}
