/**
 * What the operations of more than one area touch. Every staff operation reads `users`: the staff guard
 * loads the caller. Grants only one area uses sit in that area's module.
 */
import type { ResolverGrants } from './entries';

export const DIRECTORY_READ: ResolverGrants = { reads: ['users'] };
export const ACCOUNT_CHANGE: ResolverGrants = { reads: ['users'], writes: ['users'], appends: ['audit'] };
export const AUDIT_READ: ResolverGrants = { reads: ['users', 'audit'] };
/** A change to an account that ends sessions too (password, token version, access). */
export const ACCOUNT_SESSIONS_CHANGE: ResolverGrants = {
  reads: ['users', 'sessions'],
  writes: ['users', 'sessions'],
  appends: ['audit'],
};
/**
 * Strong factors, at sign-in (a wrong one counts toward the account's lockout) and on /account (sealing
 * keys and recovery-code hashes come from the secret).
 */
export const FACTOR_CHANGE: ResolverGrants = {
  reads: ['users', 'factors'],
  writes: ['users', 'factors'],
  appends: ['audit'],
  usesSecret: true,
};
