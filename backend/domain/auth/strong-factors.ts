/**
 * What the strong second factors share: a wrong answer counts toward the account's lockout like a wrong
 * password, a locked account is refused before any factor is checked, the first strong factor brings the
 * recovery codes and the last one takes them away.
 */
import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '../../contract/limits';
import { actorOf, clientFields, userTarget, type ClientInfo } from '../audit/audit-context';
import { lockRefusal } from './budgets';
import type { EnrolledFactors } from './factor-store';
import { epochSeconds, keyedHash } from './one-time-secrets';
import { LOCKOUT_SECONDS, MAX_FAILED_LOGINS } from './policy';
import type { AuthDependencies } from './ports';
import type { StoredUser } from './user';

/** The factors that are not the mailbox: a passkey or an authenticator app. */
export function hasStrongFactor(enrolled: EnrolledFactors): boolean {
  return enrolled.totp !== undefined || enrolled.passkeys.length > 0;
}

/** The second factors a person is offered after the password, strongest first (GraphQL's SecondFactor). */
export type SignInFactor = 'PASSKEY' | 'TOTP' | 'RECOVERY_CODE' | 'EMAIL_CODE';

/** `emailAllowed`: whether the firm's policy still lets this person use the emailed code (factor-policy.ts). */
export function signInFactors(enrolled: EnrolledFactors, emailAllowed = true): SignInFactor[] {
  const factors: SignInFactor[] = [];
  if (enrolled.passkeys.length > 0) factors.push('PASSKEY');
  if (enrolled.totp) factors.push('TOTP');
  if (hasStrongFactor(enrolled) && enrolled.recoveryCodesLeft > 0) factors.push('RECOVERY_CODE');
  // Someone with no strong factor always has the emailed code: the policy then lets them reach enrolment.
  if (emailAllowed || !hasStrongFactor(enrolled)) factors.push('EMAIL_CODE');
  return factors;
}

/** The audit fields of something `user` did from `client`, to their own account. */
export function ownAttempt(user: StoredUser, client: ClientInfo) {
  return { actor: actorOf(user), target: userTarget(user), ...clientFields(client) };
}

/** A locked account (wrong passwords, or a budget spent) is refused before any factor is checked. */
export function refuseIfLocked(user: StoredUser, now: Date): void {
  const refusal = lockRefusal(user, now);
  if (refusal) throw refusal;
}

/**
 * A wrong code or failed factor at sign-in: audited (which factor, never what was typed) and counted with
 * wrong passwords, so guessing locks the account as password guessing does.
 */
export async function countWrongFactor(
  deps: AuthDependencies,
  user: StoredUser,
  client: ClientInfo,
  factor: string,
): Promise<void> {
  const attempt = ownAttempt(user, client);
  await deps.audit.recordAfter({
    ...attempt,
    action: 'auth.factor-failed',
    outcome: 'denied',
    detail: factor,
  });
  const failures = await deps.users.recordFailedLogin(user.email);
  if (failures >= MAX_FAILED_LOGINS) {
    await deps.users.lock(user.email, epochSeconds(deps.now()) + LOCKOUT_SECONDS);
    await deps.audit.recordAfter({ ...attempt, action: 'auth.lockout', outcome: 'denied' });
  }
}

/** Letters and digits nobody misreads (no 0/O, 1/I/L): ten of them make a code of 50 bits. */
const RECOVERY_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const RECOVERY_CODE_LENGTH = 10;

/** What a person typed as a recovery code, the way it was hashed: upper case, no spaces or dashes. */
export function normaliseRecoveryCode(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

function newRecoveryCode(): string {
  const characters = Array.from(
    { length: RECOVERY_CODE_LENGTH },
    () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
  ).join('');
  return `${characters.slice(0, 5)}-${characters.slice(5)}`;
}

/** A fresh set of recovery codes for the account; the old set is void. Only the hashes are stored. */
export async function makeRecoveryCodes(deps: AuthDependencies, email: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const key = await deps.keys.recoveryCodeHashing();
  await deps.factors.replaceRecoveryCodes(
    email,
    codes.map((code) => keyedHash(normaliseRecoveryCode(code), key)),
  );
  return codes;
}

/**
 * After a strong factor was removed: when it was the last, the recovery codes go too (audited). A code is a
 * way back to a passkey or an app; kept without one, a saved list would still finish a sign-in.
 */
export async function removeRecoveryCodesWithLastFactor(
  deps: AuthDependencies,
  user: StoredUser,
  client: ClientInfo,
): Promise<void> {
  if (hasStrongFactor(await deps.factors.enrolled(user.email))) return;
  if (await deps.factors.removeRecoveryCodes(user.email)) {
    await deps.audit.recordAfter({ ...ownAttempt(user, client), action: 'auth.recovery-codes-removed' });
  }
}

/**
 * After a strong factor was added: the recovery codes when it is the first (none left from before), so
 * the person is never left with a factor and no way back; none otherwise.
 */
export async function recoveryCodesForNewFactor(
  deps: AuthDependencies,
  email: string,
  before: EnrolledFactors,
): Promise<string[]> {
  if (hasStrongFactor(before) && before.recoveryCodesLeft > 0) return [];
  return makeRecoveryCodes(deps, email);
}
