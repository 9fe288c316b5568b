/**
 * Passkeys (WebAuthn, with @simplewebauthn/server): added on /account, used after the password or alone
 * ("Sign in with a passkey", a discoverable credential), and for a step-up on a signed-in session. Every ceremony needs user verification, its
 * challenge is single-use (taken with a conditional delete) and expires after five minutes (checked here,
 * not only by the table's TTL); the origin and RP ID come from the deployment (the site's address).
 * Counters: a passkey that reports one must report a higher one each time (the library refuses a replayed
 * or cloned authenticator's lower count); synced passkeys report 0 every time, which is accepted.
 */
import { randomBytes } from 'node:crypto';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { FIRM_IDENTITY } from '../../contract/firm';
import { PASSKEY_CHALLENGE_TTL_SECONDS, PASSKEY_NAME_MAX_LENGTH } from '../../contract/limits';
import { onFirstUse } from '../../on-first-use';
import { UserFacingError } from '../errors';
import type { NoArguments } from '../operation';
import type { FirstStageActor, StaffActor, Visitor } from './callers';
import { allowFromNetwork } from '../client-network';
import type { Challenge, PasskeyFactor } from './factor-store';
import { startFullSession } from './full-session';
import { epochSeconds, isExpired } from './one-time-secrets';
import { LOGIN_LIMIT_PER_NETWORK, authMessages } from './policy';
import type { AuthDependencies } from './ports';
import {
  countWrongFactor,
  ownAttempt,
  recoveryCodesForNewFactor,
  refuseIfLocked,
  removeRecoveryCodesWithLastFactor,
} from './strong-factors';
import { recordStepUp, recordStepUpUsed } from './step-up';
import type { StoredUser } from './user';

const FACTOR = 'passkey' as const;

/**
 * The WebAuthn library, loaded by the first ceremony rather than when the function starts: with its
 * certificate libraries it is most of the sign-in and account bundles, and a password sign-in never calls it
 * (docs/decisions/013-composition-by-what-it-wires.md).
 */
const webAuthn = onFirstUse(() => import('@simplewebauthn/server'));
const TIMEOUT_MS = PASSKEY_CHALLENGE_TTL_SECONDS * 1000;

/** The user handle a passkey stores: the account's id, never its email. */
const userHandleOf = (user: StoredUser) => Buffer.from(user._id, 'utf8');

async function issueChallenge(
  deps: AuthDependencies,
  challenge: string,
  purpose: Challenge['purpose'],
  email?: string,
) {
  const id = randomBytes(18).toString('base64url');
  await deps.factors.putChallenge({
    id,
    challenge,
    purpose,
    ...(email && { email }),
    expiresAt: epochSeconds(deps.now()) + PASSKEY_CHALLENGE_TTL_SECONDS,
  });
  return id;
}

/** The challenge `id`, taken once: refused when unknown, used, expired, or for another purpose or account. */
async function takeChallenge(
  deps: AuthDependencies,
  id: string,
  purpose: Challenge['purpose'],
  email: string | undefined,
): Promise<Challenge> {
  const challenge = await deps.factors.takeChallenge(id);
  if (
    !challenge ||
    isExpired(challenge, deps.now()) ||
    challenge.purpose !== purpose ||
    challenge.email !== email
  ) {
    throw new UserFacingError(authMessages.passkeyFailed, 'Unauthorized');
  }
  return challenge;
}

function parsed<T>(response: string): T {
  try {
    return JSON.parse(response) as T;
  } catch {
    throw new UserFacingError(authMessages.passkeyFailed, 'BadRequest');
  }
}

/** Options for the browser to create a passkey for the caller, with a fresh challenge. */
export async function passkeyRegistrationOptions(
  { user }: StaffActor,
  _args: NoArguments,
  deps: AuthDependencies,
) {
  const { passkeys } = await deps.factors.enrolled(user.email);
  const { generateRegistrationOptions } = await webAuthn();
  const options = await generateRegistrationOptions({
    rpName: FIRM_IDENTITY.shortName,
    rpID: deps.relyingParty.id,
    userName: user.email,
    userID: userHandleOf(user),
    userDisplayName: `${user.firstName} ${user.lastName}`,
    timeout: TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: passkeys.map(({ credentialId, transports }) => ({ id: credentialId, transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  const challengeId = await issueChallenge(deps, options.challenge, 'add-passkey', user.email);
  return { challengeId, options: JSON.stringify(options) };
}

/** Verifies the new passkey and keeps its public key under the name the person gave it. */
export async function addPasskey(
  actor: StaffActor,
  { challengeId, name, response }: { challengeId: string; name: string; response: string },
  deps: AuthDependencies,
) {
  const { user } = actor;
  const label = name.trim();
  if (!label || label.length > PASSKEY_NAME_MAX_LENGTH) {
    throw new UserFacingError(authMessages.passkeyName, 'BadRequest');
  }
  const challenge = await takeChallenge(deps, challengeId, 'add-passkey', user.email);
  const { verifyRegistrationResponse } = await webAuthn();
  const verification = await verifyRegistrationResponse({
    response: parsed<RegistrationResponseJSON>(response),
    expectedChallenge: challenge.challenge,
    expectedOrigin: deps.relyingParty.origins,
    expectedRPID: deps.relyingParty.id,
    requireUserVerification: true,
  }).catch(() => ({ verified: false as const }));
  if (!verification.verified) throw new UserFacingError(authMessages.passkeyFailed, 'BadRequest');
  const { credential } = verification.registrationInfo;
  const before = await deps.factors.enrolled(user.email);
  await deps.factors.addPasskey({
    credentialId: credential.id,
    email: user.email,
    name: label,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    ...(credential.transports && { transports: credential.transports }),
    createdAt: deps.now().toISOString(),
  });
  await deps.audit.recordAfter({
    ...ownAttempt(user, actor),
    action: 'auth.factor-added',
    detail: `${FACTOR}: ${label}`,
  });
  return { recoveryCodes: await recoveryCodesForNewFactor(deps, user.email, before) };
}

/** Removes one of the caller's passkeys. */
export async function removePasskey(actor: StaffActor, { id }: { id: string }, deps: AuthDependencies) {
  const passkey = await deps.factors.passkey(id);
  if (
    !passkey ||
    passkey.email !== actor.user.email ||
    !(await deps.factors.removePasskey(actor.user.email, id))
  ) {
    throw new UserFacingError(authMessages.passkeyNotFound, 'NotFound');
  }
  await deps.audit.recordAfter({
    ...ownAttempt(actor.user, actor),
    action: 'auth.factor-removed',
    detail: `${FACTOR}: ${passkey.name}`,
  });
  await removeRecoveryCodesWithLastFactor(deps, actor.user, actor);
  return true;
}

async function authenticationOptions(deps: AuthDependencies, passkeys: PasskeyFactor[]) {
  const { generateAuthenticationOptions } = await webAuthn();
  return generateAuthenticationOptions({
    rpID: deps.relyingParty.id,
    allowCredentials: passkeys.map(({ credentialId, transports }) => ({ id: credentialId, transports })),
    userVerification: 'required',
    timeout: TIMEOUT_MS,
  });
}

/** Options naming the account's own passkeys, with a challenge good for `purpose` only. */
async function ownPasskeyOptions(deps: AuthDependencies, user: StoredUser, purpose: Challenge['purpose']) {
  const { passkeys } = await deps.factors.enrolled(user.email);
  if (passkeys.length === 0) throw new UserFacingError(authMessages.passkeyUnknown, 'BadRequest');
  const options = await authenticationOptions(deps, passkeys);
  return {
    challengeId: await issueChallenge(deps, options.challenge, purpose, user.email),
    options: JSON.stringify(options),
  };
}

/** After the password: options naming the account's own passkeys. */
export function passkeyLoginOptions({ user }: FirstStageActor, _args: NoArguments, deps: AuthDependencies) {
  return ownPasskeyOptions(deps, user, 'sign-in');
}

/** Step-up: options naming the caller's own passkeys, with a challenge no sign-in accepts. */
export function passkeyStepUpOptions({ user }: StaffActor, _args: NoArguments, deps: AuthDependencies) {
  return ownPasskeyOptions(deps, user, 'step-up');
}

/** "Sign in with a passkey" without an email: any passkey of this site, chosen on the device. */
export async function passkeySignInOptions(visitor: Visitor, _args: NoArguments, deps: AuthDependencies) {
  if (!(await allowFromNetwork(deps, 'passkey', visitor.sourceIp, LOGIN_LIMIT_PER_NETWORK, deps.now()))) {
    throw new UserFacingError(authMessages.tooManySignInsFromNetwork, 'TooManyRequests');
  }
  const options = await authenticationOptions(deps, []);
  return {
    challengeId: await issueChallenge(deps, options.challenge, 'sign-in'),
    options: JSON.stringify(options),
  };
}

/** Checks an assertion against the stored passkey and challenge; the passkey's new counter is kept. */
async function verifyAssertion(
  deps: AuthDependencies,
  passkey: PasskeyFactor,
  challenge: Challenge,
  response: AuthenticationResponseJSON,
): Promise<boolean> {
  const { verifyAuthenticationResponse } = await webAuthn();
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge.challenge,
    expectedOrigin: deps.relyingParty.origins,
    expectedRPID: deps.relyingParty.id,
    credential: {
      id: passkey.credentialId,
      publicKey: Buffer.from(passkey.publicKey, 'base64url'),
      counter: passkey.counter,
      ...(passkey.transports && { transports: passkey.transports as never }),
    },
    requireUserVerification: true,
  }).catch(() => undefined);
  if (!verification?.verified) return false;
  await deps.factors.usePasskey(
    passkey,
    verification.authenticationInfo.newCounter,
    deps.now().toISOString(),
  );
  return true;
}

/**
 * The assertion checked against `user`'s passkey: a locked account is refused first, a failed one counts
 * like a wrong password, a good one is audited as used. Sign-in and step-up both end here.
 */
async function checkPasskey(
  deps: AuthDependencies,
  user: StoredUser,
  client: FirstStageActor | StaffActor | Visitor,
  passkey: PasskeyFactor,
  challenge: Challenge,
  response: AuthenticationResponseJSON,
) {
  refuseIfLocked(user, deps.now());
  if (!(await verifyAssertion(deps, passkey, challenge, response))) {
    await countWrongFactor(deps, user, client, FACTOR);
    throw new UserFacingError(authMessages.passkeyFailed, 'Unauthorized');
  }
  await deps.audit.recordAfter({
    ...ownAttempt(user, client),
    action: 'auth.factor-used',
    detail: `${FACTOR}: ${passkey.name}`,
  });
}

async function signInWithPasskey(
  deps: AuthDependencies,
  user: StoredUser,
  client: FirstStageActor | Visitor,
  passkey: PasskeyFactor,
  challenge: Challenge,
  response: AuthenticationResponseJSON,
) {
  await checkPasskey(deps, user, client, passkey, challenge, response);
  return startFullSession(deps, user, { client, factor: 'passkey' });
}

/** The passkey of `user` an assertion names; a passkey of someone else (or none) counts as a failure. */
async function ownPasskey(
  deps: AuthDependencies,
  actor: FirstStageActor | StaffActor,
  assertion: AuthenticationResponseJSON,
): Promise<PasskeyFactor> {
  const passkey = await deps.factors.passkey(assertion.id);
  if (!passkey || passkey.email !== actor.user.email) {
    await countWrongFactor(deps, actor.user, actor, FACTOR);
    throw new UserFacingError(authMessages.passkeyFailed, 'Unauthorized');
  }
  return passkey;
}

/** Sign-in step two with one of the account's passkeys. */
export async function verifyPasskeyLogin(
  actor: FirstStageActor,
  { challengeId, response }: { challengeId: string; response: string },
  deps: AuthDependencies,
) {
  const challenge = await takeChallenge(deps, challengeId, 'sign-in', actor.user.email);
  const assertion = parsed<AuthenticationResponseJSON>(response);
  const passkey = await ownPasskey(deps, actor, assertion);
  return signInWithPasskey(deps, actor.user, actor, passkey, challenge, assertion);
}

/** Step-up with one of the caller's passkeys: the session may do what asks for a recent factor for ten minutes. */
export async function confirmStepUpWithPasskey(
  actor: StaffActor,
  { challengeId, response }: { challengeId: string; response: string },
  deps: AuthDependencies,
) {
  const challenge = await takeChallenge(deps, challengeId, 'step-up', actor.user.email);
  const assertion = parsed<AuthenticationResponseJSON>(response);
  const passkey = await ownPasskey(deps, actor, assertion);
  await checkPasskey(deps, actor.user, actor, passkey, challenge, assertion);
  if (!(await recordStepUp(deps, actor.sessionId, FACTOR))) {
    throw new UserFacingError(authMessages.notSignedIn, 'Unauthorized');
  }
  await recordStepUpUsed(deps.audit, actor, FACTOR);
  return true;
}

/** "Sign in with a passkey": the passkey names the account (its user handle must be that account's id). */
export async function verifyPasskeySignIn(
  visitor: Visitor,
  { challengeId, response }: { challengeId: string; response: string },
  deps: AuthDependencies,
) {
  const challenge = await takeChallenge(deps, challengeId, 'sign-in', undefined);
  const assertion = parsed<AuthenticationResponseJSON>(response);
  const passkey = await deps.factors.passkey(assertion.id);
  const user = passkey && (await deps.users.get(passkey.email));
  const handle = assertion.response.userHandle;
  if (
    !passkey ||
    !user ||
    user.disabled ||
    !handle ||
    Buffer.from(handle, 'base64url').toString('utf8') !== user._id
  ) {
    throw new UserFacingError(authMessages.passkeyUnknown, 'Unauthorized');
  }
  return signInWithPasskey(deps, user, visitor, passkey, challenge, assertion);
}
