/**
 * What the strong second factors keep, in domain language: an authenticator app's secret (sealed), the
 * recovery codes (hashed), passkeys (public keys only) and the single-use WebAuthn challenges. The DynamoDB
 * adapter (adapters/dynamodb/factors.ts) and the in-memory store (testing/memory-factors.ts) implement it.
 */

/** A confirmed authenticator app. */
export interface TotpFactor {
  /** The shared secret, sealed with the factor key (sealed-secrets.ts); never leaves the server. */
  sealedSecret: string;
  createdAt: string;
  /** The last 30-second step a code was accepted for: that step and every earlier one are spent. */
  lastUsedStep: number;
}

/** An authenticator app shown to its owner but not confirmed with a code yet. */
export interface PendingTotp {
  sealedSecret: string;
  /** Epoch seconds. */
  expiresAt: number;
}

export interface PasskeyFactor {
  /** The credential id, base64url. */
  credentialId: string;
  email: string;
  name: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  /** The signature counter last seen (synced passkeys keep it at 0). */
  counter: number;
  transports?: string[];
  createdAt: string;
  lastUsedAt?: string;
}

/** A WebAuthn challenge: single-use, five minutes. */
export interface Challenge {
  id: string;
  challenge: string;
  /** What it was issued for; a challenge is accepted for that alone (a step-up's never signs in). */
  purpose: 'add-passkey' | 'sign-in' | 'step-up';
  /** The account it was issued for; none for "Sign in with a passkey" without an email. */
  email?: string;
  /** Epoch seconds; checked on read, not only by the table's TTL. */
  expiresAt: number;
}

/** Everything one account has enrolled, read at once. */
export interface EnrolledFactors {
  totp?: TotpFactor;
  passkeys: PasskeyFactor[];
  /** How many recovery codes are left unused (0 when none were ever made). */
  recoveryCodesLeft: number;
}

/** Who the firm's rule may require a passkey or an authenticator app of. */
export const FACTOR_REQUIREMENTS = ['nobody', 'administrators', 'everyone'] as const;

/** The firm's rule: who must have a passkey or an authenticator app, from when, after how many days' grace. */
export interface FactorPolicy {
  require: (typeof FACTOR_REQUIREMENTS)[number];
  graceDays: number;
  /** ISO time the rule was set: the grace period counts from here. */
  since: string;
}

export interface FactorStore {
  /** The firm's policy; undefined until an administrator sets one (nobody is required). */
  policy(): Promise<FactorPolicy | undefined>;
  setPolicy(policy: FactorPolicy): Promise<void>;
  enrolled(email: string): Promise<EnrolledFactors>;
  pendingTotp(email: string): Promise<PendingTotp | undefined>;
  putPendingTotp(email: string, pending: PendingTotp): Promise<void>;
  /** Makes the app the account's authenticator; false when one is already there (a second tab was first). */
  confirmTotp(email: string, factor: TotpFactor): Promise<boolean>;
  /** Spends `step` if it is later than the last used one: false when this or a later code was used. */
  useTotpStep(email: string, step: number): Promise<boolean>;
  removeTotp(email: string): Promise<boolean>;
  /** A new set of recovery code hashes; the old set is void. */
  replaceRecoveryCodes(email: string, hashes: string[]): Promise<void>;
  /** Removes one code's hash if it is still in the set: false when it is unknown or was used. */
  useRecoveryCode(email: string, hash: string): Promise<boolean>;
  /** Removes the whole set: false when there was none. */
  removeRecoveryCodes(email: string): Promise<boolean>;
  passkey(credentialId: string): Promise<PasskeyFactor | undefined>;
  addPasskey(factor: PasskeyFactor): Promise<void>;
  /** Records a use: the new counter and time. */
  usePasskey(factor: PasskeyFactor, counter: number, at: string): Promise<void>;
  removePasskey(email: string, credentialId: string): Promise<boolean>;
  /** Removes every strong factor of the account (an administrator's reset). */
  removeAll(email: string): Promise<void>;
  putChallenge(challenge: Challenge): Promise<void>;
  /** Deletes the challenge and hands it back; undefined when it is unknown or was already taken. */
  takeChallenge(id: string): Promise<Challenge | undefined>;
}
