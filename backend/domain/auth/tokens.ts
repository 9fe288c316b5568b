/**
 * Signed tokens (JWT, HS256 only). Two kinds, told apart by the `kind` claim: the first-stage token after
 * the password (can only ask for and check a code) and the session token after the code. Each names the key
 * it was signed with (`kid`, see key-ring.ts) and carries this service's issuer and audience, so a token
 * signed for anything else with a key of the ring is refused.
 */
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { FIRST_STAGE_TOKEN_TTL_SECONDS, SESSION_TOKEN_TTL_SECONDS } from '../../contract/limits';

export interface ProfileData {
  fullName: string;
  firstName: string;
  lastName: string;
  email: string;
  isAdmin: boolean;
}

interface CommonClaims {
  /** The user's normalised email. */
  sub: string;
  /** The user's token version: bumped on password change, ending every older token. */
  ver: number;
  exp: number;
  iat: number;
}

export interface FirstStageClaims extends CommonClaims {
  kind: 'mfa';
}

export interface SessionClaims extends CommonClaims {
  kind: 'session';
  data: ProfileData;
  /** The session record behind the token (sessions.ts); the authorizer refuses the token once it is gone. */
  sid: string;
}

export type TokenClaims = FirstStageClaims | SessionClaims;

export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
  constructor(message = 'Your session is not valid. Please sign in again.') {
    super(message);
  }
}

const ALGORITHM = 'HS256';
export const TOKEN_ISSUER = 'brandt-okafor/sign-in';
export const TOKEN_AUDIENCE = 'brandt-okafor/staff-api';
/**
 * A client's session token names this audience and is signed with keys of its own (signing-secret.ts
 * `clientTokenKeys`): a client token is never a staff token, nor the other way round.
 */
export const CLIENT_TOKEN_AUDIENCE = 'brandt-okafor/client-api';

/** A client's session (client-portal): its account, the account's token version and the session record. */
export interface ClientSessionClaims extends CommonClaims {
  kind: 'client';
  sid: string;
}

/** The key new tokens are signed with, and the name tokens carry for it. */
export interface TokenSigningKey {
  kid: string;
  key: Uint8Array;
}

/** The keys of the ring, as tokens use them (adapters/signing-secret.ts derives them). */
export interface TokenKeys {
  signing: TokenSigningKey;
  /** The key a token naming `kid` must verify with; undefined for a kid the ring does not accept. */
  verifying(kid: string): Uint8Array | undefined;
}

/** A ring of one key (`kid`): tests, and any caller that holds a single key. */
export function singleTokenKey(key: Uint8Array, kid = 'k0'): TokenKeys {
  return { signing: { kid, key }, verifying: (asked) => (asked === kid ? key : undefined) };
}

const epoch = (time: Date) => Math.floor(time.getTime() / 1000);

/** Signs `payload`, issued at `now` and expiring at `expiresAt` (epoch seconds). */
async function sign(
  payload: Record<string, unknown>,
  { kid, key }: TokenSigningKey,
  now: Date,
  expiresAt: number,
  audience = TOKEN_AUDIENCE,
) {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT', kid })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(audience)
    .setIssuedAt(epoch(now))
    .setExpirationTime(expiresAt)
    .sign(key);
}

export function signFirstStageToken(sub: string, ver: number, key: TokenSigningKey, now: Date) {
  return sign({ kind: 'mfa', sub, ver }, key, now, epoch(now) + FIRST_STAGE_TOKEN_TTL_SECONDS);
}

/**
 * A session token. Its expiry is the session's (sessions.ts `tokenExpiryOf`) when the session is known, so a
 * token renewed later in the session expires when the first one does.
 */
export function signSessionToken(
  { sub, ver, data, sid }: Pick<SessionClaims, 'sub' | 'ver' | 'data' | 'sid'>,
  key: TokenSigningKey,
  now: Date,
  expiresAt = epoch(now) + SESSION_TOKEN_TTL_SECONDS,
) {
  return sign({ kind: 'session', sub, ver, data, sid }, key, now, expiresAt);
}

/** A client's session token, expiring with its session (client-portal/sessions.ts). */
export function signClientToken(
  { sub, ver, sid }: Pick<ClientSessionClaims, 'sub' | 'ver' | 'sid'>,
  key: TokenSigningKey,
  now: Date,
  expiresAt: number,
) {
  return sign({ kind: 'client', sub, ver, sid }, key, now, expiresAt, CLIENT_TOKEN_AUDIENCE);
}

function isClaims(payload: Record<string, unknown>): payload is Record<string, unknown> & TokenClaims {
  const common =
    typeof payload.sub === 'string' && typeof payload.ver === 'number' && typeof payload.exp === 'number';
  if (!common) return false;
  if (payload.kind === 'mfa') return true;
  if (payload.kind !== 'session') return false;
  const data = payload.data as Partial<ProfileData> | undefined;
  return (
    typeof payload.sid === 'string' && typeof data?.email === 'string' && typeof data.isAdmin === 'boolean'
  );
}

/**
 * Verifies the key (a kid the ring accepts), signature, algorithm (HS256 only: `alg: none` and any other
 * algorithm are refused), issuer, audience, expiry and shape. Whether the token version is still current is
 * the caller's check, against the stored user.
 */
export async function verifyToken(token: string, keys: TokenKeys, now: Date): Promise<TokenClaims> {
  return verifyFor(token, keys, now, TOKEN_AUDIENCE, isClaims);
}

function isClientClaims(
  payload: Record<string, unknown>,
): payload is Record<string, unknown> & ClientSessionClaims {
  return (
    payload.kind === 'client' &&
    typeof payload.sub === 'string' &&
    typeof payload.ver === 'number' &&
    typeof payload.exp === 'number' &&
    typeof payload.sid === 'string'
  );
}

/** The same checks for a client's token: the client audience, the client keys, the client shape. */
export async function verifyClientToken(
  token: string,
  keys: TokenKeys,
  now: Date,
): Promise<ClientSessionClaims> {
  return verifyFor(token, keys, now, CLIENT_TOKEN_AUDIENCE, isClientClaims);
}

async function verifyFor<Claims>(
  token: string,
  keys: TokenKeys,
  now: Date,
  audience: string,
  isShape: (payload: Record<string, unknown>) => payload is Record<string, unknown> & Claims,
): Promise<Claims> {
  const keyOf = ({ kid }: { kid?: string }) => {
    const key = kid === undefined ? undefined : keys.verifying(kid);
    if (!key) throw new InvalidTokenError();
    return key;
  };
  try {
    const { payload } = await jwtVerify(token, keyOf, {
      algorithms: [ALGORITHM],
      issuer: TOKEN_ISSUER,
      audience,
      currentDate: now,
    });
    if (!isShape(payload)) throw new InvalidTokenError();
    return payload;
  } catch (error) {
    if (error instanceof InvalidTokenError) throw error;
    if (error instanceof joseErrors.JWTExpired) {
      throw new InvalidTokenError('Your session has expired. Please sign in again.');
    }
    throw new InvalidTokenError();
  }
}
