/**
 * Recovery codes: ten, shown once, stored as keyed hashes; each completes one sign-in (a conditional
 * removal from the set, so two requests cannot both use it) and a new set voids the old one.
 */
import { UserFacingError } from '../errors';
import type { NoArguments } from '../operation';
import type { FirstStageActor, StaffActor } from './callers';
import { startFullSession } from './full-session';
import { keyedHash } from './one-time-secrets';
import { authMessages } from './policy';
import { emailCodeAllowed } from './factor-policy';
import type { AuthDependencies } from './ports';
import {
  countWrongFactor,
  hasStrongFactor,
  makeRecoveryCodes,
  normaliseRecoveryCode,
  ownAttempt,
  refuseIfLocked,
  signInFactors,
} from './strong-factors';

/** Sign-in step two with a recovery code: counted like a wrong password when wrong, accepted once. */
export async function verifyRecoveryCodeSignIn(
  actor: FirstStageActor,
  { code }: { code: string },
  deps: AuthDependencies,
) {
  const { user } = actor;
  refuseIfLocked(user, deps.now());
  const hash = keyedHash(normaliseRecoveryCode(code), await deps.keys.recoveryCodeHashing());
  if (!(await deps.factors.useRecoveryCode(user.email, hash))) {
    await countWrongFactor(deps, user, actor, 'recovery code');
    throw new UserFacingError(authMessages.wrongRecoveryCode, 'Unauthorized');
  }
  const { recoveryCodesLeft } = await deps.factors.enrolled(user.email);
  await deps.audit.recordAfter({
    ...ownAttempt(user, actor),
    action: 'auth.recovery-code-used',
    detail: `${recoveryCodesLeft} left`,
  });
  return startFullSession(deps, user, { client: actor, factor: 'recovery-code' });
}

/** A new set of ten for the caller, who must have a strong factor; the old codes stop working. */
export async function regenerateRecoveryCodes(actor: StaffActor, _args: NoArguments, deps: AuthDependencies) {
  const { user } = actor;
  if (!hasStrongFactor(await deps.factors.enrolled(user.email))) {
    throw new UserFacingError(authMessages.noStrongFactor, 'BadRequest');
  }
  const recoveryCodes = await makeRecoveryCodes(deps, user.email);
  await deps.audit.recordAfter({ ...ownAttempt(user, actor), action: 'auth.recovery-codes-made' });
  return { recoveryCodes };
}

/**
 * What the caller has enrolled, as /account shows it: never a secret or a public key. With it, the factors
 * the step-up prompt may offer: the sign-in's, less the recovery codes (kept for a lost device).
 */
export async function myFactors({ user }: StaffActor, _args: NoArguments, deps: AuthDependencies) {
  const enrolled = await deps.factors.enrolled(user.email);
  const emailAllowed = emailCodeAllowed(await deps.factors.policy(), user, deps.now());
  return {
    stepUpFactors: signInFactors(enrolled, emailAllowed).filter((factor) => factor !== 'RECOVERY_CODE'),
    totp: enrolled.totp ? { createdAt: enrolled.totp.createdAt } : null,
    recoveryCodesLeft: enrolled.recoveryCodesLeft,
    passkeys: enrolled.passkeys.map(({ credentialId, name, createdAt, lastUsedAt }) => ({
      id: credentialId,
      name,
      createdAt,
      lastUsedAt: lastUsedAt ?? null,
    })),
  };
}
