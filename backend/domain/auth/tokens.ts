/**
 * Signed tokens (JWT, HS256 only). Two kinds, told apart by the `kind` claim: the first-stage token after
 * the password (can only ask for and check a code) and the session token after the code.
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
}

export type TokenClaims = FirstStageClaims | SessionClaims;

export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
  constructor(message = 'Your session is not valid. Please sign in again.') {
    super(message);
  }
}

const ALGORITHM = 'HS256';

async function sign(payload: Record<string, unknown>, key: Uint8Array, now: Date, ttl: number) {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT(payload)
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttl)
    .sign(key);
}

export function signFirstStageToken(sub: string, ver: number, key: Uint8Array, now = new Date()) {
  return sign({ kind: 'mfa', sub, ver }, key, now, FIRST_STAGE_TOKEN_TTL_SECONDS);
}

export function signSessionToken(
  sub: string,
  ver: number,
  data: ProfileData,
  key: Uint8Array,
  now = new Date(),
) {
  return sign({ kind: 'session', sub, ver, data }, key, now, SESSION_TOKEN_TTL_SECONDS);
}

function isClaims(payload: Record<string, unknown>): payload is Record<string, unknown> & TokenClaims {
  const common =
    typeof payload.sub === 'string' && typeof payload.ver === 'number' && typeof payload.exp === 'number';
  if (!common) return false;
  if (payload.kind === 'mfa') return true;
  if (payload.kind !== 'session') return false;
  const data = payload.data as Partial<ProfileData> | undefined;
  return typeof data?.email === 'string' && typeof data.isAdmin === 'boolean';
}

/**
 * Verifies signature, algorithm (HS256 only: `alg: none` and any other algorithm are refused), expiry
 * and shape. Whether the token version is still current is the caller's check, against the stored user.
 */
export async function verifyToken(token: string, key: Uint8Array, now = new Date()): Promise<TokenClaims> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], currentDate: now });
    if (!isClaims(payload)) throw new InvalidTokenError();
    return payload;
  } catch (error) {
    if (error instanceof InvalidTokenError) throw error;
    if (error instanceof joseErrors.JWTExpired) {
      throw new InvalidTokenError('Your session has expired. Please sign in again.');
    }
    throw new InvalidTokenError();
  }
}
