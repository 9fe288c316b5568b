/**
 * The two tokens in localStorage (spec sections 3 and 4). The client decodes them with jwt-decode only to
 * decide what to show; the server verifies every token on every call. A token that cannot be decoded,
 * has expired or is of the wrong kind counts as signed out and is removed.
 */
import { jwtDecode } from 'jwt-decode';
import { MFA_TOKEN_STORAGE_KEY, TOKEN_STORAGE_KEY } from '#contract/limits';

/** The signed-in profile: the session token's `data` claim. */
export interface Profile {
  fullName: string;
  firstName: string;
  lastName: string;
  email: string;
  isAdmin: boolean;
}

interface Claims {
  kind?: string;
  exp?: number;
  data?: Partial<Profile>;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The claims of the token under `key` if it is of `kind` and unexpired; anything else is removed. */
function liveClaims(key: string, kind: 'session' | 'mfa', now: number): Claims | undefined {
  const token = storage()?.getItem(key);
  if (!token) return undefined;
  try {
    const claims = jwtDecode<Claims>(token);
    if (claims.kind === kind && typeof claims.exp === 'number' && claims.exp * 1000 > now) return claims;
  } catch {
    // An undecodable token is treated like an expired one: removed below.
  }
  storage()?.removeItem(key);
  return undefined;
}

/** The signed-in person, or null when there is no live session token. */
export function readProfile(now = Date.now()): Profile | null {
  const data = liveClaims(TOKEN_STORAGE_KEY, 'session', now)?.data;
  if (!data || typeof data.email !== 'string') return null;
  return {
    fullName: data.fullName ?? `${data.firstName ?? ''} ${data.lastName ?? ''}`.trim(),
    firstName: data.firstName ?? '',
    lastName: data.lastName ?? '',
    email: data.email,
    isAdmin: data.isAdmin === true,
  };
}

/** Whether the password step is done and the code step is still open. */
export function hasFirstStage(now = Date.now()): boolean {
  return liveClaims(MFA_TOKEN_STORAGE_KEY, 'mfa', now) !== undefined;
}

export function firstStageToken(): string {
  return storage()?.getItem(MFA_TOKEN_STORAGE_KEY) ?? '';
}

export function sessionToken(): string {
  return storage()?.getItem(TOKEN_STORAGE_KEY) ?? '';
}

/** After the password: any older session gives way to the new sign-in. */
export function storeFirstStage(token: string): void {
  storage()?.removeItem(TOKEN_STORAGE_KEY);
  storage()?.setItem(MFA_TOKEN_STORAGE_KEY, token);
}

/** After the code: the session replaces the first-stage token. */
export function storeSession(token: string): void {
  storage()?.setItem(TOKEN_STORAGE_KEY, token);
  storage()?.removeItem(MFA_TOKEN_STORAGE_KEY);
}

export function signOut(): void {
  storage()?.removeItem(TOKEN_STORAGE_KEY);
  storage()?.removeItem(MFA_TOKEN_STORAGE_KEY);
}

export function initialsOf(profile: Pick<Profile, 'firstName' | 'lastName'>): string {
  return `${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.toUpperCase();
}
