/**
 * /account's sessions: the caller's signed-in devices, ending one of them, and "Sign out", which ends the
 * caller's own session on the server (the token stops working at once, not when it expires).
 */
import { sessionMessages, type SessionView } from '../../contract/sessions';
import { actorOf, clientFields, userTarget } from '../audit/audit-context';
import type { StaffActor } from '../auth/callers';
import { isLiveSession } from '../auth/sessions';
import type { SessionRecord } from '../auth/ports';
import { UserFacingError } from '../errors';
import type { NoArguments } from '../operation';
import type { StaffDependencies } from './ports';

type SessionDependencies = Pick<StaffDependencies, 'sessions' | 'audit' | 'now'>;

function viewOf(session: SessionRecord, actor: StaffActor): SessionView {
  return {
    id: session.id,
    device: session.device,
    network: session.network,
    createdAt: session.createdAt,
    lastSeenAt: session.lastSeenAt,
    current: session.id === actor.sessionId,
  };
}

/** The caller's live sessions, newest first; records that ended by idling or age are left out. */
export async function ownSessions(
  actor: StaffActor,
  _args: NoArguments,
  deps: Pick<StaffDependencies, 'sessions' | 'now'>,
): Promise<SessionView[]> {
  const now = deps.now();
  const records = await deps.sessions.listOf(actor.user.email);
  return records
    .filter((session) => isLiveSession(session, actor.user.email, now))
    .map((session) => viewOf(session, actor));
}

function recordEnded(actor: StaffActor, deps: SessionDependencies, detail: string) {
  return deps.audit.recordAfter({
    actor: actorOf(actor.user),
    target: userTarget(actor.user),
    ...clientFields(actor),
    action: 'auth.session-ended',
    detail,
  });
}

/** "Sign out": this session ends on the server; its token is refused from the next call on. */
export async function signOut(actor: StaffActor, _args: NoArguments, deps: SessionDependencies) {
  if (await deps.sessions.end(actor.sessionId)) await recordEnded(actor, deps, 'signed out');
  return true;
}

/** Ends one of the caller's sessions (another device, or this one); answers with the sessions left. */
export async function endOwnSession(
  actor: StaffActor,
  { id }: { id: string },
  deps: SessionDependencies,
): Promise<SessionView[]> {
  const session = await deps.sessions.get(id);
  // Someone else's session is "not found" too: its id tells nothing.
  if (!session || session.email !== actor.user.email || !(await deps.sessions.end(id))) {
    throw new UserFacingError(sessionMessages.alreadyEnded, 'NotFound');
  }
  await recordEnded(
    actor,
    deps,
    id === actor.sessionId ? 'signed out' : `ended ${session.device} from /account`,
  );
  return ownSessions(actor, {}, deps);
}
