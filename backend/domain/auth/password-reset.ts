/**
 * Forgot and reset password. The server makes the token, stores only its hash, and mails the link itself;
 * the request always answers the same way, so it never tells whether an account exists.
 */
import { RESET_TOKEN_TTL_SECONDS } from '../../contract/limits';
import { checkPassword, passwordMessages } from '../../contract/password-policy';
import { normaliseEmail } from '../../adapters/dynamodb/users';
import { UserFacingError } from '../errors';
import { passwordChangedEmail, resetLinkEmail } from './emails';
import { isEmail } from './new-user';
import { epochSeconds, generateResetToken, isExpired, keyedHash } from './one-time-secrets';
import { hashPassword } from './passwords';
import { RESET_REQUEST_LIMIT, authMessages } from './policy';
import type { AuthDependencies, ResetTokenRecord } from './ports';

export function resetLink(siteUrl: string, token: string): string {
  return `${siteUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

/** `user(email)`: mails a reset link when the account exists (and the address is not over its limit). */
export async function requestPasswordReset(deps: AuthDependencies, input: { email: string }, now: Date) {
  const neutral = { message: authMessages.resetRequested };
  const email = normaliseEmail(input.email);
  if (!isEmail(email)) return neutral;
  if (!(await deps.rateLimiter.tryConsume(`reset#${email}`, RESET_REQUEST_LIMIT, now))) return neutral;
  const user = await deps.users.get(email);
  if (!user) return neutral;

  const token = generateResetToken();
  await deps.resetTokens.put({
    tokenHash: keyedHash(token, await deps.keys.resetTokenHashing()),
    email: user.email,
    expiresAt: epochSeconds(now) + RESET_TOKEN_TTL_SECONDS,
    createdAt: now.toISOString(),
  });
  await deps.sendMail(resetLinkEmail(user.email, user.firstName, resetLink(deps.siteUrl, token)));
  return neutral;
}

async function liveResetToken(deps: AuthDependencies, token: string, now: Date): Promise<ResetTokenRecord> {
  const record = token
    ? await deps.resetTokens.get(keyedHash(token, await deps.keys.resetTokenHashing()))
    : undefined;
  if (!record || isExpired(record, now)) throw new UserFacingError(authMessages.resetLinkInvalid, 'NotFound');
  return record;
}

/** `getUser(token)`: whose reset link this is, so the form can show the email. */
export async function resetTokenOwner(deps: AuthDependencies, input: { token: string }, now: Date) {
  const record = await liveResetToken(deps, input.token, now);
  const user = await deps.users.get(record.email);
  if (!user) throw new UserFacingError(authMessages.resetLinkInvalid, 'NotFound');
  return { email: user.email, firstName: user.firstName, lastName: user.lastName };
}

export interface UpdatePasswordInput {
  email: string;
  password: string;
  confirmNewPassword: string;
  token: string;
}

/** `updatePassword`: a live token for that email, the policy and the match; the token works once. */
export async function resetPassword(deps: AuthDependencies, input: UpdatePasswordInput, now: Date) {
  const record = await liveResetToken(deps, input.token, now);
  if (record.email !== normaliseEmail(input.email)) {
    throw new UserFacingError(authMessages.resetLinkInvalid, 'NotFound');
  }
  if (!checkPassword(input.password).valid) throw new UserFacingError(passwordMessages.invalid);
  if (input.password !== input.confirmNewPassword) throw new UserFacingError(passwordMessages.mismatch);
  const user = await deps.users.get(record.email);
  if (!user || !(await deps.resetTokens.consume(record.tokenHash))) {
    throw new UserFacingError(authMessages.resetLinkInvalid, 'NotFound');
  }
  await deps.users.setPassword(user.email, await hashPassword(input.password));
  await deps.sendMail(passwordChangedEmail(user.email, user.firstName));
  return { user: { email: user.email, firstName: user.firstName, lastName: user.lastName } };
}
