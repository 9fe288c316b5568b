/**
 * Who may call what, decided in one place. The resolver wrapper turns the caller the authorizer verified
 * into the actor the registry declares for the field, before any operation runs: it loads the stored user
 * behind the token and checks that it exists, is not disabled and that the token's version is current (a
 * password change or "end all sessions" bumps it), and for administrator operations the stored `isAdmin`.
 * The authorizer's answer and the token's `isAdmin` claim are not trusted alone (defence in depth).
 * Operations take the checked actor, so none can be written that skips the check.
 */
import type { ClientInfo } from '../audit/audit-context';
import { UserFacingError } from '../errors';
import { authMessages } from './policy';
import type { UserStore } from './ports';
import type { Caller, StoredUser } from './user';

export type { Caller };

/** Who an operation is for, as the resolver registry declares it. */
export type CallerRequirement = 'anyone' | 'first-stage' | 'staff' | 'admin';

/** Someone nobody vouches for: only the client they call from is known. */
export interface Visitor extends ClientInfo {
  kind: 'visitor';
}

/** A user whose password was accepted and whose security code is still to come. */
export interface FirstStageActor extends ClientInfo {
  kind: 'first-stage';
  user: StoredUser;
}

/** A signed-in staff user with a live session. */
export interface StaffActor extends ClientInfo {
  kind: 'staff';
  user: StoredUser;
  /** The session record behind the token (sessions.ts), for step-up and "this device". */
  sessionId: string;
}

export type AdministratorUser = StoredUser & { isAdmin: true };

/** A staff user whose stored record (not only the token's claim) says administrator. */
export interface AdministratorActor extends StaffActor {
  user: AdministratorUser;
}

export interface ActorFor {
  anyone: Visitor;
  'first-stage': FirstStageActor;
  staff: StaffActor;
  admin: AdministratorActor;
}

/** The stored user behind a token that still holds: same token version, account not disabled. */
async function currentUser(caller: Caller, users: Pick<UserStore, 'get'>): Promise<StoredUser | undefined> {
  if (caller.kind === 'anonymous') return undefined;
  const user = await users.get(caller.email);
  return user && !user.disabled && user.tokenVersion === caller.tokenVersion ? user : undefined;
}

/** Only a first-stage token (password checked, code not yet) may ask for or check a code. */
async function requireFirstStage(caller: Caller, users: Pick<UserStore, 'get'>): Promise<StoredUser> {
  const user = caller.kind === 'mfa' ? await currentUser(caller, users) : undefined;
  if (!user) throw new UserFacingError(authMessages.signInAgain, 'Unauthorized');
  return user;
}

async function requireStaff(
  caller: Caller,
  users: Pick<UserStore, 'get'>,
): Promise<{ user: StoredUser; sessionId: string }> {
  const user = caller.kind === 'session' ? await currentUser(caller, users) : undefined;
  if (!user || caller.kind !== 'session') throw new UserFacingError(authMessages.notSignedIn, 'Unauthorized');
  return { user, sessionId: caller.sessionId };
}

const isAdministrator = (user: StoredUser): user is AdministratorUser => user.isAdmin;

async function requireAdministrator(
  caller: Caller,
  users: Pick<UserStore, 'get'>,
): Promise<{ user: AdministratorUser; sessionId: string }> {
  const { user, sessionId } = await requireStaff(caller, users);
  if (!isAdministrator(user)) throw new UserFacingError(authMessages.adminOnly, 'Forbidden');
  return { user, sessionId };
}

type ActorCheck<R extends CallerRequirement> = (
  caller: Caller,
  client: ClientInfo,
  users: Pick<UserStore, 'get'>,
) => Promise<ActorFor[R]>;

const checks: { [R in CallerRequirement]: ActorCheck<R> } = {
  anyone: async (_caller, client) => ({ kind: 'visitor', ...client }),
  'first-stage': async (caller, client, users) => ({
    kind: 'first-stage',
    user: await requireFirstStage(caller, users),
    ...client,
  }),
  staff: async (caller, client, users) => ({
    kind: 'staff',
    ...(await requireStaff(caller, users)),
    ...client,
  }),
  admin: async (caller, client, users) => ({
    kind: 'staff',
    ...(await requireAdministrator(caller, users)),
    ...client,
  }),
};

/**
 * The actor `requirement` asks for, or the refusal a person reads (sign in, sign in again, administrators
 * only). `enrolment`, when given, runs for a signed-in user and refuses one the firm's factor policy bars
 * from everything but enrolment (domain/auth/factor-policy.ts).
 */
export async function checkedActor<R extends CallerRequirement>(
  requirement: R,
  caller: Caller,
  client: ClientInfo,
  users: Pick<UserStore, 'get'>,
  enrolment?: (user: StoredUser) => Promise<void>,
): Promise<ActorFor[R]> {
  const check: ActorCheck<R> = checks[requirement];
  const actor = await check(caller, client, users);
  if (enrolment && actor.kind === 'staff') await enrolment(actor.user);
  return actor;
}
