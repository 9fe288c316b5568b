/**
 * Step-up: operations that do lasting harm in the wrong hands (disabling or promoting staff, exports,
 * emptying the Trash, changing factors) want a second-factor check within the last ten minutes, not only a
 * live session. The sign-in counts as a check; so does confirming a factor again (`recordStepUp`). The
 * server refuses with STEP_UP_REQUIRED_MESSAGE, which the screens recognise and answer by asking for the
 * factor and retrying.
 */
import { STEP_UP_REQUIRED_MESSAGE, STEP_UP_WINDOW_SECONDS } from '../../contract/sessions';
import { actorOf, clientFields, userTarget } from '../audit/audit-context';
import type { AuditLog } from '../audit/audit-log';
import type { Clock } from '../clock';
import { UserFacingError } from '../errors';
import type { StaffActor } from './callers';
import type { SecondFactor } from './full-session';
import type { SessionStore } from './ports';

export interface StepUpDependencies {
  now: Clock;
  sessions: Pick<SessionStore, 'get' | 'recordFactorCheck'>;
}

/** Whether a check at `checkedAt` (ISO) is recent enough at `now`. */
export function isRecentCheck(checkedAt: string, now: Date): boolean {
  const age = now.getTime() - Date.parse(checkedAt);
  return age >= 0 && age <= STEP_UP_WINDOW_SECONDS * 1000;
}

/**
 * Call after verifying a factor on an already signed-in session: the next ten minutes may do what needs
 * a step-up. False when the session is gone (the caller then refuses as not signed in).
 */
export function recordStepUp(
  deps: StepUpDependencies,
  sessionId: string,
  factor: SecondFactor,
): Promise<boolean> {
  return deps.sessions.recordFactorCheck(sessionId, factor, deps.now().toISOString());
}

/** Refuses with the step-up message unless the actor's session checked a second factor in the last ten minutes. */
export async function requireRecentStepUp(actor: StaffActor, deps: StepUpDependencies): Promise<void> {
  const session = await deps.sessions.get(actor.sessionId);
  if (!session || session.email !== actor.user.email || !isRecentCheck(session.factorCheckedAt, deps.now())) {
    throw new UserFacingError(STEP_UP_REQUIRED_MESSAGE, 'Forbidden');
  }
}

/** The audit entry of a step-up: which factor, never what was typed. */
export function recordStepUpUsed(audit: AuditLog, actor: StaffActor, factor: SecondFactor) {
  return audit.recordAfter({
    actor: actorOf(actor.user),
    target: userTarget(actor.user),
    ...clientFields(actor),
    action: 'auth.step-up',
    detail: factor,
  });
}
