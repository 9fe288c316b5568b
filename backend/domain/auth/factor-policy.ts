/**
 * The firm's policy on strong factors: "require a passkey or an authenticator app" for administrators or for
 * everyone, with a grace period (default 14 days). During the grace period the emailed code still works;
 * after it, a user it applies to who has neither may sign in with the emailed code only as far as enrolment:
 * the resolver wrapper refuses every other operation with ENROLMENT_REQUIRED_MESSAGE.
 */
import {
  DEFAULT_FACTOR_GRACE_DAYS,
  ENROLMENT_REQUIRED_MESSAGE,
  MAX_FACTOR_GRACE_DAYS,
} from '../../contract/limits';
import { actorOf, clientFields } from '../audit/audit-context';
import type { AuditEvent } from '../audit/audit-log';
import { UserFacingError } from '../errors';
import type { AdministratorActor } from './callers';
import { FACTOR_REQUIREMENTS, type EnrolledFactors, type FactorPolicy } from './factor-store';
import { authMessages } from './policy';
import type { AuthDependencies } from './ports';
import { hasStrongFactor } from './strong-factors';
import type { StoredUser } from './user';

const DAY_MS = 24 * 60 * 60 * 1000;

function appliesTo(
  policy: FactorPolicy | undefined,
  user: Pick<StoredUser, 'isAdmin'>,
): policy is FactorPolicy {
  return policy?.require === 'everyone' || (policy?.require === 'administrators' && user.isAdmin);
}

function graceOver(policy: FactorPolicy, now: Date): boolean {
  return now.getTime() >= Date.parse(policy.since) + policy.graceDays * DAY_MS;
}

/** Whether the policy bars `user` (past the grace period, no passkey and no app) from everything but enrolment. */
export function enrolmentRequired(
  policy: FactorPolicy | undefined,
  user: Pick<StoredUser, 'isAdmin'>,
  enrolled: EnrolledFactors,
  now: Date,
): boolean {
  return appliesTo(policy, user) && graceOver(policy, now) && !hasStrongFactor(enrolled);
}

/** Whether the emailed code is still offered to a user who has a strong factor. */
export function emailCodeAllowed(
  policy: FactorPolicy | undefined,
  user: Pick<StoredUser, 'isAdmin'>,
  now: Date,
) {
  return !appliesTo(policy, user) || !graceOver(policy, now);
}

/**
 * Refuses the emailed code to a user the policy holds to the strong factor they have (past the grace
 * period), whatever the code was sent for: sign-in and step-up alike. Someone with no strong factor keeps
 * the emailed code, which takes them as far as enrolment. `attempt`, when given, is the audit entry's
 * fields: a code typed in is recorded as refused.
 */
export async function refuseBarredEmailCode(
  user: StoredUser,
  deps: Pick<AuthDependencies, 'factors' | 'now' | 'audit'>,
  attempt?: Pick<AuditEvent, 'actor' | 'target' | 'network' | 'userAgent'>,
): Promise<void> {
  if (emailCodeAllowed(await deps.factors.policy(), user, deps.now())) return;
  if (!hasStrongFactor(await deps.factors.enrolled(user.email))) return;
  if (attempt) {
    await deps.audit.recordAfter({
      ...attempt,
      action: 'auth.factor-failed',
      outcome: 'denied',
      detail: 'emailed code: the factor policy asks for a passkey or an authenticator app',
    });
  }
  throw new UserFacingError(authMessages.emailCodeNotAllowed, 'Forbidden');
}

/** Refuses with the distinct enrolment message when the policy bars the user. */
export async function requireEnrolledWhereRequired(
  user: StoredUser,
  deps: Pick<AuthDependencies, 'factors' | 'now'>,
): Promise<void> {
  const policy = await deps.factors.policy();
  if (!appliesTo(policy, user)) return;
  if (enrolmentRequired(policy, user, await deps.factors.enrolled(user.email), deps.now())) {
    throw new UserFacingError(ENROLMENT_REQUIRED_MESSAGE, 'Forbidden');
  }
}

const NOBODY: Omit<FactorPolicy, 'since'> = { require: 'nobody', graceDays: DEFAULT_FACTOR_GRACE_DAYS };

/** The policy as /staff shows it. */
export async function factorPolicy(_actor: AdministratorActor, _args: object, deps: AuthDependencies) {
  const policy = await deps.factors.policy();
  return policy ?? { ...NOBODY, since: null };
}

const isFactorRequirement = (value: string): value is FactorPolicy['require'] =>
  (FACTOR_REQUIREMENTS as readonly string[]).includes(value);

/** Sets the policy; the grace period starts now. Audited before the change. */
export async function setFactorPolicy(
  actor: AdministratorActor,
  { require, graceDays }: { require: string; graceDays: number },
  deps: AuthDependencies,
) {
  if (!isFactorRequirement(require)) {
    throw new UserFacingError('Choose who must use a passkey or an authenticator app.', 'BadRequest');
  }
  if (!Number.isInteger(graceDays) || graceDays < 0 || graceDays > MAX_FACTOR_GRACE_DAYS) {
    throw new UserFacingError(`The grace period is 0 to ${MAX_FACTOR_GRACE_DAYS} days.`, 'BadRequest');
  }
  const policy = { require, graceDays, since: deps.now().toISOString() };
  await deps.audit.record({
    action: 'auth.factor-policy-changed',
    actor: actorOf(actor.user),
    detail: `require: ${require}, grace: ${graceDays} days`,
    ...clientFields(actor),
  });
  await deps.factors.setPolicy(policy);
  return policy;
}
