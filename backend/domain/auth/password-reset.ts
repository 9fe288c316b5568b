/**
 * Forgot and reset password. The server makes the token, stores only its hash, and mails the link itself;
 * the request always answers the same way, so it never tells whether an account exists.
 */
import { RESET_TOKEN_TTL_SECONDS } from '../../contract/limits';
import { checkPassword, passwordMessages } from '../../contract/password-policy';
import { normaliseEmail, type StoredUser } from './user';
import { actorOf, clientFields, userTarget, type ClientInfo } from '../audit/audit-context';
import { UserFacingError } from '../errors';
import { allowFromNetwork } from '../client-network';
import { passwordChangedEmail, resetLinkEmail } from './emails';
import { isEmail } from './new-user';
import { epochSeconds, generateResetToken, isExpired, keyedHash } from './one-time-secrets';
import { endSessionsOf } from './sessions';
import { hashPassword } from './passwords';
import {
  RESET_REQUEST_LIMIT,
  RESET_REQUEST_LIMIT_PER_NETWORK,
  RESET_TOKEN_LOOKUP_LIMIT_PER_NETWORK,
  authMessages,
} from './policy';
import type { AuthDependencies, ResetLinkJob, ResetRequestDependencies, ResetTokenRecord } from './ports';

export function resetLink(siteUrl: string, token: string): string {
  return `${siteUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

/**
 * `user(email)`: hands the address on to `mailResetLink` when neither the caller's network nor the address
 * is over its limit. Being over a limit answers exactly like success, so the screen reveals nothing. The
 * network is counted first, so one client cannot use up other people's per-address allowance. Whether the
 * account exists is looked up only after the answer (in the job), so the answer's timing cannot tell.
 */
export async function requestPasswordReset(
  { sourceIp, userAgent }: ClientInfo,
  input: { email: string },
  deps: ResetRequestDependencies,
) {
  const client = { sourceIp, userAgent };
  const now = deps.now();
  const neutral = { message: authMessages.resetRequested };
  const email = normaliseEmail(input.email);
  if (!isEmail(email)) return neutral;
  if (!(await allowFromNetwork(deps, 'reset', client.sourceIp, RESET_REQUEST_LIMIT_PER_NETWORK, now)))
    return neutral;
  if (!(await deps.rateLimiter.tryConsume(`reset#${email}`, RESET_REQUEST_LIMIT, now))) return neutral;
  await deps.resetLinks.enqueue({ email, requestedAt: now.toISOString(), client });
  return neutral;
}

/**
 * The job behind `user(email)`: a link for an existing, enabled account, nothing for an unknown one. The
 * audit entry is written here, after the answer, so its cost cannot tell the caller anything either.
 */
export async function mailResetLink(
  job: ResetLinkJob,
  deps: Pick<AuthDependencies, 'users' | 'resetTokens' | 'keys' | 'sendMail' | 'siteUrl' | 'audit'>,
): Promise<void> {
  const user = await deps.users.get(normaliseEmail(job.email));
  if (!user) return;
  const event = {
    action: 'auth.reset-requested',
    actor: 'visitor',
    target: userTarget(user),
    ...(job.client ? clientFields(job.client) : {}),
  } as const;
  if (user.disabled) {
    await deps.audit.recordAfter({ ...event, outcome: 'denied', detail: 'disabled' });
    return;
  }
  await issueResetLink(deps, user, new Date(job.requestedAt));
  await deps.audit.recordAfter(event);
}

/** Makes a reset token (only its hash is stored) and mails the link to the account; also used by /staff. */
export async function issueResetLink(
  deps: Pick<AuthDependencies, 'resetTokens' | 'keys' | 'sendMail' | 'siteUrl'>,
  user: StoredUser,
  requestedAt: Date,
): Promise<void> {
  const token = generateResetToken();
  await deps.resetTokens.put({
    tokenHash: keyedHash(token, await deps.keys.resetTokenHashing()),
    email: user.email,
    expiresAt: epochSeconds(requestedAt) + RESET_TOKEN_TTL_SECONDS,
    createdAt: requestedAt.toISOString(),
  });
  await deps.sendMail(resetLinkEmail(user.email, user.firstName, resetLink(deps.siteUrl, token)));
}

/** getUser and updatePassword share one allowance per network: together they are how tokens get guessed. */
async function liveResetToken(
  deps: AuthDependencies,
  token: string,
  sourceIp: string,
  now: Date,
): Promise<ResetTokenRecord> {
  if (!(await allowFromNetwork(deps, 'reset-token', sourceIp, RESET_TOKEN_LOOKUP_LIMIT_PER_NETWORK, now))) {
    throw new UserFacingError(authMessages.tooManyResetLinkChecksFromNetwork, 'TooManyRequests');
  }
  const record = token
    ? await deps.resetTokens.get(keyedHash(token, await deps.keys.resetTokenHashing()))
    : undefined;
  if (!record || isExpired(record, now)) throw new UserFacingError(authMessages.resetLinkInvalid, 'NotFound');
  return record;
}

/** `getUser(token)`: whose reset link this is, so the form can show the email. */
export async function resetTokenOwner(client: ClientInfo, input: { token: string }, deps: AuthDependencies) {
  const record = await liveResetToken(deps, input.token, client.sourceIp, deps.now());
  const user = await deps.users.get(record.email);
  if (!user || user.disabled) throw new UserFacingError(authMessages.resetLinkInvalid, 'NotFound');
  return { email: user.email, firstName: user.firstName, lastName: user.lastName };
}

export interface UpdatePasswordInput {
  email: string;
  password: string;
  confirmNewPassword: string;
  token: string;
}

/** `updatePassword`: a live token for that email, the policy and the match; the token works once. */
export async function resetPassword(client: ClientInfo, input: UpdatePasswordInput, deps: AuthDependencies) {
  const record = await liveResetToken(deps, input.token, client.sourceIp, deps.now());
  if (record.email !== normaliseEmail(input.email)) {
    throw new UserFacingError(authMessages.resetLinkInvalid, 'NotFound');
  }
  if (!checkPassword(input.password).valid) throw new UserFacingError(passwordMessages.invalid);
  if (input.password !== input.confirmNewPassword) throw new UserFacingError(passwordMessages.mismatch);
  const user = await deps.users.get(record.email);
  if (!user || user.disabled || !(await deps.resetTokens.consume(record.tokenHash))) {
    throw new UserFacingError(authMessages.resetLinkInvalid, 'NotFound');
  }
  await deps.users.setPassword(user.email, await hashPassword(input.password));
  await endSessionsOf(deps.sessions, user.email);
  await deps.audit.recordAfter({
    action: 'auth.reset-completed',
    actor: actorOf(user),
    target: userTarget(user),
    ...clientFields(client),
  });
  await deps.sendMail(passwordChangedEmail(user.email, user.firstName));
  return { user: { email: user.email, firstName: user.firstName, lastName: user.lastName } };
}
