/**
 * The one way a signed-in user reaches a full session: after the password, a second factor proved who they
 * are. Every second factor (the emailed code today) ends here, so what a session is and what it records is
 * decided in one place.
 */
import { actorOf, clientFields, userTarget, type ClientInfo } from '../audit/audit-context';
import type { AuthDependencies } from './ports';
import { signSessionToken } from './tokens';
import { profileOf, staffUserOf, type StoredUser } from './user';

/** The second factors a session can start from. */
export type SecondFactor = 'email-code';

export async function startFullSession(
  deps: AuthDependencies,
  user: StoredUser,
  { client, factor: _factor }: { client: ClientInfo; factor: SecondFactor },
) {
  const now = deps.now();
  await deps.users.recordSignIn(user.email, now.toISOString());
  await deps.audit.recordAfter({
    actor: actorOf(user),
    target: userTarget(user),
    ...clientFields(client),
    action: 'auth.sign-in',
  });
  return {
    token: await signSessionToken(
      user.email,
      user.tokenVersion,
      profileOf(user),
      await deps.keys.tokenSigning(),
      now,
    ),
    user: staffUserOf(user),
  };
}
