/** The authenticator app and recovery codes on in-memory ports: enrolment, sign-in, reuse, lockout. */
import { Secret, TOTP } from 'otpauth';
import { beforeEach, describe, expect, it } from 'vitest';
import { TOTP_PERIOD_SECONDS } from '../../contract/limits';
import { memoryAuth, type MemoryAuth, type TestAccount } from '../../testing/memory-auth';
import { ACCOUNT_BUDGETS } from './budgets';
import { LOCKOUT_SECONDS, MAX_FAILED_LOGINS, authMessages } from './policy';
import { regenerateRecoveryCodes, verifyRecoveryCodeSignIn, myFactors } from './recovery-codes';
import { logIn, resendCode } from './sign-in';
import { confirmTotpEnrolment, removeTotp, startTotpEnrolment, verifyTotpSignIn } from './totp';

const CLIENT = { sourceIp: '192.0.2.30' };
const START = new Date('2026-03-02T09:00:00Z');

let auth: MemoryAuth;
let account: TestAccount;
beforeEach(async () => {
  auth = memoryAuth(START);
  account = await auth.createAccount();
});

const staff = () => auth.staff(account, CLIENT);
const firstStage = () => auth.firstStage(account, CLIENT);
const codeAt = (secret: string, seconds: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: START.getTime() + seconds * 1000 });

/** Enrols an app at the start time; resolves to its secret and the recovery codes shown. */
async function enrol() {
  const { secret, uri } = await startTotpEnrolment(await staff(), {}, auth.at(0));
  expect(uri).toMatch(/^otpauth:\/\/totp\//);
  const { recoveryCodes } = await confirmTotpEnrolment(
    await staff(),
    { code: codeAt(secret, 0) },
    auth.at(0),
  );
  return { secret, recoveryCodes };
}

describe('enrolling an authenticator app', () => {
  it('needs a valid code, then reports the app and ten recovery codes once', async () => {
    const { secret } = await startTotpEnrolment(await staff(), {}, auth.at(0));
    await expect(confirmTotpEnrolment(await staff(), { code: '000000' }, auth.at(0))).rejects.toThrow(
      authMessages.wrongTotpCode,
    );
    const { recoveryCodes } = await confirmTotpEnrolment(
      await staff(),
      { code: codeAt(secret, 0) },
      auth.at(0),
    );
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const shown = await myFactors(await staff(), {}, auth.deps);
    expect(shown).toMatchObject({ totp: { createdAt: START.toISOString() }, recoveryCodesLeft: 10 });
    expect(JSON.stringify(shown)).not.toContain(secret);
  });

  it('stores the secret sealed, and never audits it', async () => {
    const { secret } = await enrol();
    const { totp } = await auth.deps.factors.enrolled(account.email);
    expect(totp?.sealedSecret).not.toContain(secret);
    expect(JSON.stringify(auth.auditStore.entries)).not.toContain(secret);
  });

  it('refuses an expired setup', async () => {
    const { secret } = await startTotpEnrolment(await staff(), {}, auth.at(0));
    await expect(
      confirmTotpEnrolment(await staff(), { code: codeAt(secret, 11 * 60) }, auth.at(11 * 60)),
    ).rejects.toThrow(authMessages.totpEnrolmentExpired);
  });
});

describe('signing in with the app', () => {
  it('mails no code after the password, and offers the app first', async () => {
    await enrol();
    const { factors } = await logIn(CLIENT, account, auth.at(60));
    expect(factors).toEqual(['TOTP', 'RECOVERY_CODE', 'EMAIL_CODE']);
    expect(auth.outbox.filter((mail) => /security code/.test(mail.subject))).toEqual([]);
  });

  it('accepts a code once, and refuses an older one after a newer was used', async () => {
    const { secret } = await enrol();
    const code = codeAt(secret, 90);
    const session = await verifyTotpSignIn(await firstStage(), { code }, auth.at(90));
    expect(session.user.email).toBe(account.email);
    await expect(verifyTotpSignIn(await firstStage(), { code }, auth.at(95))).rejects.toThrow(
      authMessages.totpCodeUsed,
    );
    await expect(
      verifyTotpSignIn(await firstStage(), { code: codeAt(secret, 60) }, auth.at(95)),
    ).rejects.toThrow(authMessages.totpCodeUsed);
  });

  it('accepts one step either side, not two', async () => {
    const { secret } = await enrol();
    const now = 10 * TOTP_PERIOD_SECONDS;
    await expect(
      verifyTotpSignIn(
        await firstStage(),
        { code: codeAt(secret, now - 2 * TOTP_PERIOD_SECONDS) },
        auth.at(now),
      ),
    ).rejects.toThrow(authMessages.wrongTotpCode);
    await verifyTotpSignIn(
      await firstStage(),
      { code: codeAt(secret, now + TOTP_PERIOD_SECONDS) },
      auth.at(now),
    );
  });

  it('locks the account after as many wrong codes as wrong passwords', async () => {
    const { secret } = await enrol();
    for (let attempt = 0; attempt < MAX_FAILED_LOGINS; attempt++) {
      await expect(verifyTotpSignIn(await firstStage(), { code: '000000' }, auth.at(60))).rejects.toThrow();
    }
    await expect(
      verifyTotpSignIn(await firstStage(), { code: codeAt(secret, 60) }, auth.at(60)),
    ).rejects.toThrow(authMessages.lockedOut(LOCKOUT_SECONDS));
    const actions = auth.auditStore.entries.map((entry) => entry.action);
    expect(actions.filter((action) => action === 'auth.factor-failed')).toHaveLength(MAX_FAILED_LOGINS);
    expect(actions).toContain('auth.lockout');
  });

  it('answers at most the daily budget of wrong codes, whatever the lockouts in between', async () => {
    const { secret } = await enrol();
    const { limit } = ACCOUNT_BUDGETS['wrong-totp-codes'];
    for (let attempt = 0; attempt < limit; attempt++) {
      // Each lockout after wrong tries has passed by the next attempt.
      const at = 60 + attempt * (LOCKOUT_SECONDS + 1);
      await expect(verifyTotpSignIn(await firstStage(), { code: '000000' }, auth.at(at))).rejects.toThrow();
      if ((attempt + 1) % MAX_FAILED_LOGINS === 0) await auth.users.clearFailedLogins(account.email);
    }
    const later = 60 + limit * (LOCKOUT_SECONDS + 1);
    await expect(
      verifyTotpSignIn(await firstStage(), { code: codeAt(secret, later) }, auth.at(later)),
    ).rejects.toThrow(/^Too many failed attempts: this account is locked for .+ its owner has been emailed/);
  });

  it('mails a code only when asked', async () => {
    await enrol();
    await logIn(CLIENT, account, auth.at(60));
    await resendCode(await firstStage(), {}, auth.at(61));
    expect(auth.lastCode(account.email)).toMatch(/^\d{6}$/);
  });

  it('is gone once removed', async () => {
    const { secret } = await enrol();
    await removeTotp(await staff(), {}, auth.at(60));
    await expect(
      verifyTotpSignIn(await firstStage(), { code: codeAt(secret, 60) }, auth.at(60)),
    ).rejects.toThrow(authMessages.noTotp);
    const { factors } = await logIn(CLIENT, account, auth.at(60));
    expect(factors).toEqual(['EMAIL_CODE']);
  });
});

describe('recovery codes', () => {
  it('each completes one sign-in, typed in any case and spacing', async () => {
    const { recoveryCodes } = await enrol();
    const [first] = recoveryCodes as [string];
    const typed = ` ${first.toLowerCase().replace('-', ' ')} `;
    await verifyRecoveryCodeSignIn(await firstStage(), { code: typed }, auth.at(60));
    await expect(verifyRecoveryCodeSignIn(await firstStage(), { code: first }, auth.at(61))).rejects.toThrow(
      authMessages.wrongRecoveryCode,
    );
    expect((await myFactors(await staff(), {}, auth.deps)).recoveryCodesLeft).toBe(9);
    expect(auth.auditStore.entries.map((entry) => entry.action)).toContain('auth.recovery-code-used');
  });

  it('a new set voids the old one', async () => {
    const { recoveryCodes } = await enrol();
    const fresh = await regenerateRecoveryCodes(await staff(), {}, auth.at(60));
    await expect(
      verifyRecoveryCodeSignIn(await firstStage(), { code: recoveryCodes[0]! }, auth.at(61)),
    ).rejects.toThrow(authMessages.wrongRecoveryCode);
    await verifyRecoveryCodeSignIn(await firstStage(), { code: fresh.recoveryCodes[0]! }, auth.at(62));
  });

  it('go with the last strong factor, audited, and no longer finish a sign-in', async () => {
    const { recoveryCodes } = await enrol();
    await removeTotp(await staff(), {}, auth.at(60));
    expect((await myFactors(await staff(), {}, auth.deps)).recoveryCodesLeft).toBe(0);
    expect(auth.auditStore.entries.map((entry) => entry.action)).toContain('auth.recovery-codes-removed');
    await expect(
      verifyRecoveryCodeSignIn(await firstStage(), { code: recoveryCodes[0]! }, auth.at(61)),
    ).rejects.toThrow(authMessages.wrongRecoveryCode);
  });

  it('are made only for someone with a strong factor', async () => {
    await expect(regenerateRecoveryCodes(await staff(), {}, auth.at(0))).rejects.toThrow(
      authMessages.noStrongFactor,
    );
  });
});
