/**
 * The factor store in memory, with the DynamoDB adapter's conditions: a step spent once, a recovery code
 * used once, a challenge taken once, one authenticator app per account.
 */
import type {
  Challenge,
  EnrolledFactors,
  FactorPolicy,
  FactorStore,
  PasskeyFactor,
  PendingTotp,
  TotpFactor,
} from '../domain/auth/factor-store';

export class MemoryFactorStore implements FactorStore {
  private readonly totps = new Map<string, TotpFactor>();
  private readonly pending = new Map<string, PendingTotp>();
  private readonly recovery = new Map<string, Set<string>>();
  private readonly passkeys = new Map<string, PasskeyFactor>();
  private readonly challenges = new Map<string, Challenge>();
  private firmPolicy: FactorPolicy | undefined;

  async policy() {
    return this.firmPolicy && { ...this.firmPolicy };
  }

  async setPolicy(policy: FactorPolicy) {
    this.firmPolicy = { ...policy };
  }

  async enrolled(email: string): Promise<EnrolledFactors> {
    const totp = this.totps.get(email);
    return {
      ...(totp && { totp: { ...totp } }),
      passkeys: [...this.passkeys.values()].filter((key) => key.email === email).map((key) => ({ ...key })),
      recoveryCodesLeft: this.recovery.get(email)?.size ?? 0,
    };
  }

  async pendingTotp(email: string) {
    const pending = this.pending.get(email);
    return pending && { ...pending };
  }

  async putPendingTotp(email: string, pending: PendingTotp) {
    this.pending.set(email, { ...pending });
  }

  async confirmTotp(email: string, factor: TotpFactor) {
    if (this.totps.has(email)) return false;
    this.totps.set(email, { ...factor });
    this.pending.delete(email);
    return true;
  }

  async useTotpStep(email: string, step: number) {
    const totp = this.totps.get(email);
    if (!totp || totp.lastUsedStep >= step) return false;
    totp.lastUsedStep = step;
    return true;
  }

  async removeTotp(email: string) {
    return this.totps.delete(email);
  }

  async replaceRecoveryCodes(email: string, hashes: string[]) {
    this.recovery.set(email, new Set(hashes));
  }

  async useRecoveryCode(email: string, hash: string) {
    return this.recovery.get(email)?.delete(hash) ?? false;
  }

  async removeRecoveryCodes(email: string) {
    return this.recovery.delete(email);
  }

  async passkey(credentialId: string) {
    const key = this.passkeys.get(credentialId);
    return key && { ...key };
  }

  async addPasskey(factor: PasskeyFactor) {
    if (this.passkeys.has(factor.credentialId)) throw new Error('Passkey already stored');
    this.passkeys.set(factor.credentialId, { ...factor });
  }

  async usePasskey(factor: PasskeyFactor, counter: number, at: string) {
    const key = this.passkeys.get(factor.credentialId);
    if (key) Object.assign(key, { counter, lastUsedAt: at });
  }

  async removePasskey(email: string, credentialId: string) {
    if (this.passkeys.get(credentialId)?.email !== email) return false;
    return this.passkeys.delete(credentialId);
  }

  async removeAll(email: string) {
    this.totps.delete(email);
    this.pending.delete(email);
    this.recovery.delete(email);
    for (const [id, key] of this.passkeys) if (key.email === email) this.passkeys.delete(id);
  }

  async putChallenge(challenge: Challenge) {
    this.challenges.set(challenge.id, { ...challenge });
  }

  async takeChallenge(id: string) {
    const challenge = this.challenges.get(id);
    this.challenges.delete(id);
    return challenge;
  }
}
