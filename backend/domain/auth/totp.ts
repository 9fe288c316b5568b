/**
 * The authenticator app (RFC 6238 with `otpauth`: SHA-1, 6 digits, 30-second steps, one step either side).
 * Enrolment shows a new secret once and keeps it pending until a valid code confirms it. A code is accepted
 * once: the step it belongs to is stored with a conditional write, so that step and every earlier one are
 * spent. The secret is stored sealed and never returned, logged or audited after enrolment.
 */
import { Secret, TOTP } from 'otpauth';
import { TOTP_DIGITS, TOTP_ENROLMENT_TTL_SECONDS, TOTP_PERIOD_SECONDS } from '../../contract/limits';
import { FIRM_IDENTITY } from '../../contract/firm';
import { UserFacingError } from '../errors';
import type { NoArguments } from '../operation';
import type { FirstStageActor, StaffActor } from './callers';
import { reserveAttempt } from './budgets';
import { startFullSession } from './full-session';
import { epochSeconds, isExpired } from './one-time-secrets';
import { authMessages } from './policy';
import type { AuthDependencies } from './ports';
import { openSecret, sealSecret } from './sealed-secrets';
import { recordStepUp, recordStepUpUsed } from './step-up';
import {
  countWrongFactor,
  ownAttempt,
  recoveryCodesForNewFactor,
  refuseIfLocked,
  removeRecoveryCodesWithLastFactor,
} from './strong-factors';

const FACTOR = 'authenticator app';

function totpFor(email: string, secret: Secret): TOTP {
  return new TOTP({
    issuer: FIRM_IDENTITY.shortName,
    label: email,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret,
  });
}

/** The time step `code` belongs to (now, or one step either side), or undefined when it is not valid. */
export function stepOfCode(email: string, secret: string, code: string, now: Date): number | undefined {
  const token = code.replace(/\s/g, '');
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(token)) return undefined;
  const totp = totpFor(email, Secret.fromBase32(secret));
  const delta = totp.validate({ token, timestamp: now.getTime(), window: 1 });
  return delta === null ? undefined : totp.counter({ timestamp: now.getTime() }) + delta;
}

/** A new secret for the caller's app: the text and the otpauth:// address the QR code shows. */
export async function startTotpEnrolment({ user }: StaffActor, _args: NoArguments, deps: AuthDependencies) {
  const enrolled = await deps.factors.enrolled(user.email);
  if (enrolled.totp) throw new UserFacingError(authMessages.totpAlreadyEnrolled, 'Conflict');
  const secret = new Secret({ size: 20 });
  await deps.factors.putPendingTotp(user.email, {
    sealedSecret: sealSecret(secret.base32, await deps.keys.factorSealing()),
    expiresAt: epochSeconds(deps.now()) + TOTP_ENROLMENT_TTL_SECONDS,
  });
  return { secret: secret.base32, uri: totpFor(user.email, secret).toString() };
}

/** A valid code from the app makes it the account's authenticator; the first strong factor brings recovery codes. */
export async function confirmTotpEnrolment(
  actor: StaffActor,
  { code }: { code: string },
  deps: AuthDependencies,
) {
  const { user } = actor;
  const now = deps.now();
  const pending = await deps.factors.pendingTotp(user.email);
  if (!pending || isExpired(pending, now)) {
    throw new UserFacingError(authMessages.totpEnrolmentExpired, 'BadRequest');
  }
  const key = await deps.keys.factorSealing();
  const reservation = await reserveAttempt(deps, user, 'wrong-totp-codes', actor);
  const step = stepOfCode(user.email, openSecret(pending.sealedSecret, key), code, now);
  if (step === undefined) {
    await countWrongFactor(deps, user, actor, FACTOR);
    throw new UserFacingError(authMessages.wrongTotpCode, 'BadRequest');
  }
  await reservation.giveBack();
  const before = await deps.factors.enrolled(user.email);
  const added = await deps.factors.confirmTotp(user.email, {
    sealedSecret: pending.sealedSecret,
    createdAt: now.toISOString(),
    lastUsedStep: step,
  });
  if (!added) throw new UserFacingError(authMessages.totpAlreadyEnrolled, 'Conflict');
  await deps.audit.recordAfter({ ...ownAttempt(user, actor), action: 'auth.factor-added', detail: FACTOR });
  return { recoveryCodes: await recoveryCodesForNewFactor(deps, user.email, before) };
}

/**
 * A code from the caller's app, checked: counted like a wrong password when wrong (and toward the account's
 * daily budget), each time step accepted once, audited as used. Sign-in and step-up both end here.
 */
async function checkTotpCode(actor: FirstStageActor | StaffActor, code: string, deps: AuthDependencies) {
  const { user } = actor;
  const now = deps.now();
  refuseIfLocked(user, now);
  const { totp } = await deps.factors.enrolled(user.email);
  if (!totp) throw new UserFacingError(authMessages.noTotp, 'BadRequest');
  const secret = openSecret(totp.sealedSecret, await deps.keys.factorSealing());
  // Reserved before the check, so parallel guesses cannot pass the account's daily budget.
  const reservation = await reserveAttempt(deps, user, 'wrong-totp-codes', actor);
  const step = stepOfCode(user.email, secret, code, now);
  if (step === undefined) {
    await countWrongFactor(deps, user, actor, FACTOR);
    throw new UserFacingError(authMessages.wrongTotpCode, 'Unauthorized');
  }
  await reservation.giveBack();
  if (!(await deps.factors.useTotpStep(user.email, step))) {
    await deps.audit.recordAfter({
      ...ownAttempt(user, actor),
      action: 'auth.factor-failed',
      outcome: 'denied',
      detail: `${FACTOR}: code used before`,
    });
    throw new UserFacingError(authMessages.totpCodeUsed, 'Unauthorized');
  }
  await deps.audit.recordAfter({ ...ownAttempt(user, actor), action: 'auth.factor-used', detail: FACTOR });
}

/** Sign-in step two with a code from the app. */
export async function verifyTotpSignIn(
  actor: FirstStageActor,
  { code }: { code: string },
  deps: AuthDependencies,
) {
  await checkTotpCode(actor, code, deps);
  return startFullSession(deps, actor.user, { client: actor, factor: 'totp' });
}

/** Step-up with a code from the app: the session may do what asks for a recent factor for ten minutes. */
export async function confirmStepUpWithAuthenticator(
  actor: StaffActor,
  { code }: { code: string },
  deps: AuthDependencies,
) {
  await checkTotpCode(actor, code, deps);
  if (!(await recordStepUp(deps, actor.sessionId, 'totp'))) {
    throw new UserFacingError(authMessages.notSignedIn, 'Unauthorized');
  }
  await recordStepUpUsed(deps.audit, actor, 'totp');
  return true;
}

/** Removes the caller's authenticator app. */
export async function removeTotp(actor: StaffActor, _args: NoArguments, deps: AuthDependencies) {
  if (!(await deps.factors.removeTotp(actor.user.email))) {
    throw new UserFacingError(authMessages.noTotp, 'NotFound');
  }
  await deps.audit.recordAfter({
    ...ownAttempt(actor.user, actor),
    action: 'auth.factor-removed',
    detail: FACTOR,
  });
  await removeRecoveryCodesWithLastFactor(deps, actor.user, actor);
  return true;
}
