/**
 * Who may call what, decided in one place. The resolver wrapper turns the caller the authorizer verified
 * into the actor the registry declares for the field, before any operation runs: it loads the stored user
 * behind the token and checks that it exists, is not disabled and that the token's version is current (a
 * password change or "end all sessions" bumps it), and for administrator operations the stored `isAdmin`.
 * The authorizer's answer and the token's `isAdmin` claim are not trusted alone (defence in depth).
 * Operations take the checked actor, so none can be written that skips the check.
 */
import type { ClientInfo } from '../audit/audit-context';
import type { ClientAccount } from '../client-portal/records';
import { UserFacingError } from '../errors';
import { authMessages } from './policy';
import type { UserStore } from './ports';
import type { Caller, StoredUser } from './user';

export type { Caller };

/** Who an operation is for, as the resolver registry declares it. */
export type CallerRequirement = 'anyone' | 'first-stage' | 'staff' | 'admin' | 'client';

/**
 * The kinds of caller an area's function may serve, one kind per area: public callers, staff, or the firm's
 * clients (docs/decisions/005-one-function-per-area.md).
 */
export const CALLER_KINDS = {
  anyone: 'public',
  'first-stage': 'public',
  staff: 'staff',
  admin: 'staff',
  client: 'client',
} as const satisfies Record<CallerRequirement, string>;

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

/** A client of the firm signed in by a sign-in link, with a live client session. Never staff. */
export interface ClientActor extends ClientInfo {
  kind: 'client';
  account: ClientAccount;
  sessionId: string;
}

export interface ActorFor {
  anyone: Visitor;
  'first-stage': FirstStageActor;
  staff: StaffActor;
  admin: AdministratorActor;
  client: ClientActor;
}

/** Where the checks find the stored account behind a token: staff users, and client accounts. */
export type CallerStores = Pick<UserStore, 'get'> & {
  clientAccount?(email: string): Promise<ClientAccount | undefined>;
};

/** The stored user behind a token that still holds: same token version, account not disabled. */
async function currentUser(caller: Caller, users: Pick<UserStore, 'get'>): Promise<StoredUser | undefined> {
  if (caller.kind !== 'mfa' && caller.kind !== 'session') return undefined;
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

/** The client account behind a client token that still holds: same token version. */
async function requireClient(
  caller: Caller,
  stores: CallerStores,
): Promise<{ account: ClientAccount; sessionId: string }> {
  const account =
    caller.kind === 'client' && stores.clientAccount ? await stores.clientAccount(caller.email) : undefined;
  if (!account || caller.kind !== 'client' || account.tokenVersion !== caller.tokenVersion)
    throw new UserFacingError(authMessages.notSignedIn, 'Unauthorized');
  return { account, sessionId: caller.sessionId };
}

type ActorCheck<R extends CallerRequirement> = (
  caller: Caller,
  client: ClientInfo,
  users: CallerStores,
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
  client: async (caller, client, stores) => ({
    kind: 'client',
    ...(await requireClient(caller, stores)),
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
  users: CallerStores,
  enrolment?: (user: StoredUser) => Promise<void>,
): Promise<ActorFor[R]> {
  const check: ActorCheck<R> = checks[requirement];
  const actor = await check(caller, client, users);
  if (enrolment && actor.kind === 'staff') await enrolment(actor.user);
  return actor;
}
