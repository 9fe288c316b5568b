/**
 * The one way a signed-in user reaches a full session: after the password, a second factor proved who they
 * are. Every second factor (the emailed code today) ends here, so what a session is and what it records is
 * decided in one place: a session record (sessions.ts) whose id the token carries as `sid`, with the factor
 * and the time as the session's last second-factor check.
 */
import { actorOf, clientFields, userTarget, type ClientInfo } from '../audit/audit-context';
import { UserFacingError } from '../errors';
import { authMessages } from './policy';
import type { AuthDependencies, SessionRecord } from './ports';
import { newSessionRecord, tokenExpiryOf } from './sessions';
import { signSessionToken } from './tokens';
import { profileOf, staffUserOf, type StoredUser } from './user';

/** The second factors a session can start from. */
export type SecondFactor = 'email-code' | 'totp' | 'recovery-code' | 'passkey';

type TokenDependencies = Pick<AuthDependencies, 'keys' | 'now'>;

/** A token for `session` as `user` is stored now; it expires with the session's first token. */
async function tokenFor(deps: TokenDependencies, user: StoredUser, session: SessionRecord) {
  return signSessionToken(
    { sub: user.email, ver: user.tokenVersion, data: profileOf(user), sid: session.id },
    await deps.keys.tokenSigning(),
    deps.now(),
    tokenExpiryOf(session),
  );
}

export async function startFullSession(
  deps: AuthDependencies,
  user: StoredUser,
  { client, factor }: { client: ClientInfo; factor: SecondFactor },
) {
  const now = deps.now();
  const session = newSessionRecord(user.email, client, factor, now);
  await deps.sessions.create(session);
  await deps.users.recordSignIn(user.email, now.toISOString());
  await deps.audit.recordAfter({
    actor: actorOf(user),
    target: userTarget(user),
    ...clientFields(client),
    action: 'auth.sign-in',
  });
  return { token: await tokenFor(deps, user, session), user: staffUserOf(user) };
}

/**
 * A new token for a session that goes on (a new name or password to carry): same session, same expiry, so
 * renewing never lengthens a session.
 */
export async function renewSessionToken(
  deps: TokenDependencies & Pick<AuthDependencies, 'users' | 'sessions'>,
  email: string,
  sessionId: string | undefined,
) {
  const user = await deps.users.get(email);
  const session = sessionId ? await deps.sessions.get(sessionId) : undefined;
  if (!user || !session || session.email !== user.email) {
    throw new UserFacingError(authMessages.notSignedIn, 'Unauthorized');
  }
  return { token: await tokenFor(deps, user, session) };
}
