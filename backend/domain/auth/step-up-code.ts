/**
 * Step-up with the emailed code: a signed-in user asks for a code and confirms it, and the session may do
 * what asks for a recent second factor for the next ten minutes. The same code rules as sign-in (five
 * tries, single use, the account's budgets), but its own pending record: a step-up code never finishes a
 * sign-in and a sign-in code never confirms a step-up. Where the firm's factor policy holds the user to a
 * strong factor they have, no code is mailed or accepted. Stronger factors call `recordStepUp` from their
 * own verifiers.
 */
import { UserFacingError } from '../errors';
import type { NoArguments } from '../operation';
import { lockRefusal, reserveCodeToMail } from './budgets';
import type { StaffActor } from './callers';
import { securityCodeEmail } from './emails';
import { refuseBarredEmailCode } from './factor-policy';
import { SEND_CODE_LIMITS, authMessages } from './policy';
import type { AuthDependencies } from './ports';
import { issueCode, spendEmailedCode } from './sign-in';
import { recordStepUp, recordStepUpUsed } from './step-up';

/** Mails the caller a security code for a step-up. */
export async function sendStepUpCode(actor: StaffActor, _args: NoArguments, deps: AuthDependencies) {
  const now = deps.now();
  const { user } = actor;
  const locked = lockRefusal(user, now);
  if (locked) throw locked;
  await refuseBarredEmailCode(user, deps);
  for (const limit of SEND_CODE_LIMITS) {
    if (!(await deps.rateLimiter.tryConsume(`send-code#${user.email}`, limit, now))) {
      throw new UserFacingError(authMessages.sendCodeTooSoon, 'TooManyRequests');
    }
  }
  await reserveCodeToMail(deps, user, actor);
  const { code, record } = await issueCode(deps, user, 'step-up', now);
  await deps.codes.put({ ...record, failedAttempts: 0 });
  await deps.sendMail(securityCodeEmail(user.email, user.firstName, code));
  return true;
}

/** Checks the mailed step-up code and records the step-up on the caller's session. */
export async function confirmStepUpCode(
  actor: StaffActor,
  { securityCode }: { securityCode: string },
  deps: AuthDependencies,
) {
  await spendEmailedCode(deps, actor.user, { securityCode, purpose: 'step-up' }, actor);
  if (!(await recordStepUp(deps, actor.sessionId, 'email-code'))) {
    throw new UserFacingError(authMessages.notSignedIn, 'Unauthorized');
  }
  await recordStepUpUsed(deps.audit, actor, 'email-code');
  return true;
}
