/**
 * The two-step sign-in: password (with lockout), then a six-digit code mailed to the account (with a
 * resend limit, five wrong tries, single use). The time comes from `deps.now`, so expiry is tested
 * without waiting.
 */
import { randomBytes } from 'node:crypto';
import { SECURITY_CODE_TTL_SECONDS } from '../../contract/limits';
import { normaliseEmail, type StoredUser } from './user';
import { UserFacingError } from '../errors';
import { actorOf, clientFields, userTarget, type ClientInfo } from '../audit/audit-context';
import type { FirstStageActor } from './callers';
import { allowFromNetwork } from '../client-network';
import { securityCodeEmail } from './emails';
import {
  epochSeconds,
  generateSecurityCode,
  isExpired,
  keyedHash,
  matchesHash,
  normaliseSecurityCode,
} from './one-time-secrets';
import { hashPassword, verifyPassword } from './passwords';
import {
  LOCKOUT_SECONDS,
  LOGIN_LIMIT_PER_NETWORK,
  MAX_CODE_ATTEMPTS,
  MAX_FAILED_LOGINS,
  SEND_CODE_LIMITS,
  authMessages,
} from './policy';
import type { AuthDependencies, CodePurpose } from './ports';
import type { NoArguments } from '../operation';
import { signFirstStageToken } from './tokens';
import { startFullSession } from './full-session';
import { lockRefusal, reserveAttempt, reserveCodeToMail } from './budgets';
import { hasStrongFactor, signInFactors } from './strong-factors';
import { emailCodeAllowed, refuseBarredEmailCode } from './factor-policy';

/**
 * A hash, at the real cost, of a random string nobody knows: unknown emails and locked accounts are
 * compared against it, so they take as long as a wrong password for a real account.
 */
let dummyPasswordHash: Promise<string> | undefined;
function compareWithDummy(password: string): Promise<boolean> {
  dummyPasswordHash ??= hashPassword(randomBytes(18).toString('base64'));
  return dummyPasswordHash.then((hash) => verifyPassword(password, hash));
}

/** Failures for addresses with no account are counted too, so a lockout never reveals that one exists. */
const UNKNOWN_ACCOUNT_FAILURES = { limit: MAX_FAILED_LOGINS, windowSeconds: LOCKOUT_SECONDS };

export function isLockedOut(user: Pick<StoredUser, 'lockedUntil'>, now: Date): boolean {
  return (user.lockedUntil ?? 0) > epochSeconds(now);
}

/** A fresh code for `user`, good for `purpose` only, and the record that stores its hash. */
export async function issueCode(deps: AuthDependencies, user: StoredUser, purpose: CodePurpose, now: Date) {
  const code = generateSecurityCode();
  const issuedAt = epochSeconds(now);
  const record = {
    email: user.email,
    purpose,
    codeHash: keyedHash(code, await deps.keys.codeHashing()),
    issuedAt,
    expiresAt: issuedAt + SECURITY_CODE_TTL_SECONDS,
  };
  return { code, record };
}

async function refuseUnknownAccount(
  deps: AuthDependencies,
  email: string,
  password: string,
  client: ClientInfo,
  now: Date,
): Promise<never> {
  await compareWithDummy(password);
  // No target: what was typed as the email may be anything, even a password typed in the wrong field.
  await deps.audit.recordAfter({
    action: 'auth.wrong-password',
    actor: 'visitor',
    outcome: 'denied',
    detail: 'no account with that email',
    ...clientFields(client),
  });
  const allowed = await deps.rateLimiter.tryConsume(`login-unknown#${email}`, UNKNOWN_ACCOUNT_FAILURES, now);
  if (allowed) throw new UserFacingError(authMessages.invalidCredentials, 'Unauthorized');
  // Refused until the counter's fixed window ends, as a real account stays locked until its lock ends.
  const { windowSeconds } = UNKNOWN_ACCOUNT_FAILURES;
  const windowEnd = (Math.floor(epochSeconds(now) / windowSeconds) + 1) * windowSeconds;
  throw new UserFacingError(authMessages.lockedOut(windowEnd - epochSeconds(now)), 'TooManyRequests');
}

/**
 * Step one: checks the password and mails a code. A client over its network's limit is refused before
 * any account is looked at, so the answer is the same whether the account exists or not.
 */
export async function logIn(
  client: ClientInfo,
  input: { email: string; password: string },
  deps: AuthDependencies,
) {
  const now = deps.now();
  if (!(await allowFromNetwork(deps, 'login', client.sourceIp, LOGIN_LIMIT_PER_NETWORK, now))) {
    throw new UserFacingError(authMessages.tooManySignInsFromNetwork, 'TooManyRequests');
  }
  const email = normaliseEmail(input.email);
  const user = email ? await deps.users.get(email) : undefined;
  if (!user) return refuseUnknownAccount(deps, email, input.password, client, now);
  const attempt = { actor: 'visitor', target: userTarget(user), ...clientFields(client) } as const;

  const locked = lockRefusal(user, now);
  if (locked) {
    // Compared anyway, so a locked account answers in the same time and reveals nothing about the password.
    await compareWithDummy(input.password);
    await deps.audit.recordAfter({ ...attempt, action: 'auth.sign-in', outcome: 'denied', detail: 'locked' });
    throw locked;
  }
  if (!(await verifyPassword(input.password, user.passwordHash))) {
    const failures = await deps.users.recordFailedLogin(user.email);
    await deps.audit.recordAfter({ ...attempt, action: 'auth.wrong-password', outcome: 'denied' });
    if (failures >= MAX_FAILED_LOGINS) {
      await deps.users.lock(user.email, epochSeconds(now) + LOCKOUT_SECONDS);
      await deps.audit.recordAfter({ ...attempt, action: 'auth.lockout', outcome: 'denied' });
    }
    throw new UserFacingError(authMessages.invalidCredentials, 'Unauthorized');
  }
  if (user.disabled) {
    // Only someone who knows the password learns that the account is disabled.
    await deps.audit.recordAfter({
      ...attempt,
      action: 'auth.sign-in',
      outcome: 'denied',
      detail: 'disabled',
    });
    throw new UserFacingError(authMessages.accountDisabled, 'Forbidden');
  }
  if (user.failedLogins || user.lockedUntil) await deps.users.clearFailedLogins(user.email);

  // With a passkey or an authenticator app, no code is mailed unless the person asks for one (sendCode).
  const enrolled = await deps.factors.enrolled(user.email);
  if (!hasStrongFactor(enrolled)) {
    await reserveCodeToMail(deps, user, client);
    await mailFreshCode(deps, user, now);
  }
  return {
    token: await signFirstStageToken(user.email, user.tokenVersion, await deps.keys.tokenSigning(), now),
    user: { _id: user._id, firstName: user.firstName, lastName: user.lastName },
    factors: signInFactors(enrolled, emailCodeAllowed(await deps.factors.policy(), user, now)),
  };
}

async function mailFreshCode(deps: AuthDependencies, user: StoredUser, now: Date) {
  const { code, record } = await issueCode(deps, user, 'sign-in', now);
  await deps.codes.put({ ...record, failedAttempts: 0 });
  await deps.sendMail(securityCodeEmail(user.email, user.firstName, code));
}

/**
 * "Request a new code": a new code replaces the old one; the wrong-try count carries over. A person with a
 * strong factor was mailed nothing at the password step: their first request mails the first code.
 */
export async function resendCode(actor: FirstStageActor, _args: NoArguments, deps: AuthDependencies) {
  const now = deps.now();
  const { user } = actor;
  const locked = lockRefusal(user, now);
  if (locked) throw locked;
  await refuseBarredEmailCode(user, deps);
  const pending = await deps.codes.get({ email: user.email, purpose: 'sign-in' });
  const firstCode = !pending && hasStrongFactor(await deps.factors.enrolled(user.email));
  if (!firstCode && (!pending || isExpired(pending, now) || pending.failedAttempts >= MAX_CODE_ATTEMPTS)) {
    throw new UserFacingError(authMessages.signInAgain, 'Unauthorized');
  }
  for (const limit of SEND_CODE_LIMITS) {
    if (!(await deps.rateLimiter.tryConsume(`send-code#${user.email}`, limit, now))) {
      throw new UserFacingError(authMessages.sendCodeTooSoon, 'TooManyRequests');
    }
  }
  await reserveCodeToMail(deps, user, actor);
  if (firstCode) {
    await mailFreshCode(deps, user, now);
  } else {
    const { code, record } = await issueCode(deps, user, 'sign-in', now);
    if (!(await deps.codes.replace(record, MAX_CODE_ATTEMPTS))) {
      throw new UserFacingError(authMessages.signInAgain, 'Unauthorized');
    }
    await deps.sendMail(securityCodeEmail(user.email, user.firstName, code));
  }
  return {
    token: await signFirstStageToken(user.email, user.tokenVersion, await deps.keys.tokenSigning(), now),
  };
}

/**
 * Checks the emailed code of `user`'s pending record for `purpose`: allowed by the firm's factor policy,
 * sent for this purpose, live, not void, right (within the account's budget of wrong codes) and not used by
 * someone first. Throws the refusal a person reads; resolves once the code is spent.
 */
export async function spendEmailedCode(
  deps: AuthDependencies,
  user: StoredUser,
  { securityCode, purpose }: { securityCode: string; purpose: CodePurpose },
  client: ClientInfo,
): Promise<void> {
  const now = deps.now();
  const attempt = { actor: actorOf(user), target: userTarget(user), ...clientFields(client) };
  const locked = lockRefusal(user, now);
  if (locked) throw locked;
  await refuseBarredEmailCode(user, deps, attempt);
  const key = { email: user.email, purpose };
  const pending = await deps.codes.get(key);
  // A record from before codes had purposes has none: it is void like any code sent for something else.
  if (!pending || pending.purpose !== purpose || isExpired(pending, now)) {
    const refusal = purpose === 'sign-in' ? authMessages.signInAgain : authMessages.noStepUpCode;
    throw new UserFacingError(refusal, 'Unauthorized');
  }
  if (pending.failedAttempts >= MAX_CODE_ATTEMPTS)
    throw new UserFacingError(authMessages.codeVoid, 'Unauthorized');

  const reservation = await reserveAttempt(deps, user, 'wrong-codes', client);
  if (!matchesHash(normaliseSecurityCode(securityCode), pending.codeHash, await deps.keys.codeHashing())) {
    const attempts = await deps.codes.recordWrongCode(key);
    await deps.audit.recordAfter({ ...attempt, action: 'auth.wrong-code', outcome: 'denied' });
    if (attempts === MAX_CODE_ATTEMPTS) {
      await deps.audit.recordAfter({ ...attempt, action: 'auth.code-voided', outcome: 'denied' });
    }
    throw new UserFacingError(
      attempts >= MAX_CODE_ATTEMPTS ? authMessages.codeVoid : authMessages.wrongCode,
      'Unauthorized',
    );
  }
  await reservation.giveBack();
  if (!(await deps.codes.consume(key, pending.codeHash, MAX_CODE_ATTEMPTS))) {
    throw new UserFacingError(authMessages.codeUsed, 'Unauthorized');
  }
}

/** Step two: a correct, live, unused code turns the first-stage token into a session. */
export async function verifyCode(
  actor: FirstStageActor,
  { securityCode }: { securityCode: string },
  deps: AuthDependencies,
) {
  await spendEmailedCode(deps, actor.user, { securityCode, purpose: 'sign-in' }, actor);
  return startFullSession(deps, actor.user, { client: actor, factor: 'email-code' });
}
