/** The firm's factor policy on in-memory ports: the grace period, who it applies to, the emailed code. */
import { Secret, TOTP } from 'otpauth';
import { beforeEach, describe, expect, it } from 'vitest';
import { ENROLMENT_REQUIRED_MESSAGE } from '../../contract/limits';
import { memoryAuth, type MemoryAuth, type TestAccount } from '../../testing/memory-auth';
import type { AdministratorActor } from './callers';
import { requireEnrolledWhereRequired, setFactorPolicy } from './factor-policy';
import { authMessages } from './policy';
import { logIn, resendCode } from './sign-in';
import { confirmTotpEnrolment, startTotpEnrolment } from './totp';

const CLIENT = { sourceIp: '192.0.2.50' };
const DAY = 24 * 60 * 60;

let auth: MemoryAuth;
let account: TestAccount;
const admin = { kind: 'staff', user: { email: 'admin@example.com', _id: 'a', isAdmin: true }, ...CLIENT };
beforeEach(async () => {
  auth = memoryAuth(new Date('2026-03-02T09:00:00Z'));
  account = await auth.createAccount();
});

const user = async () => (await auth.users.get(account.email))!;
const staff = () => auth.staff(account, CLIENT);

async function requireFactors(who: 'administrators' | 'everyone', graceDays = 14) {
  await setFactorPolicy(admin as unknown as AdministratorActor, { require: who, graceDays }, auth.at(0));
}

describe('the factor policy', () => {
  it('lets an email-code-only user in during the grace period, and only to enrolment after it', async () => {
    await requireFactors('everyone');
    await requireEnrolledWhereRequired(await user(), auth.at(13 * DAY));
    await expect(requireEnrolledWhereRequired(await user(), auth.at(14 * DAY))).rejects.toThrow(
      ENROLMENT_REQUIRED_MESSAGE,
    );
    const { factors } = await logIn(CLIENT, account, auth.at(14 * DAY));
    expect(factors).toEqual(['EMAIL_CODE']);
  });

  it('applies to administrators only when it says so', async () => {
    await requireFactors('administrators', 0);
    await requireEnrolledWhereRequired(await user(), auth.at(DAY));
  });

  it('lets an enrolled user through, and stops offering them the emailed code after the grace period', async () => {
    await requireFactors('everyone', 1);
    const { secret } = await startTotpEnrolment(await staff(), {}, auth.at(0));
    const code = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: auth.deps.now().getTime() });
    await confirmTotpEnrolment(await staff(), { code }, auth.deps);
    expect((await logIn(CLIENT, account, auth.at(60))).factors).toContain('EMAIL_CODE');
    await requireEnrolledWhereRequired(await user(), auth.at(2 * DAY));
    expect((await logIn(CLIENT, account, auth.at(2 * DAY))).factors).toEqual(['TOTP', 'RECOVERY_CODE']);
    await expect(resendCode(await auth.firstStage(account, CLIENT), {}, auth.deps)).rejects.toThrow(
      authMessages.emailCodeNotAllowed,
    );
  });

  it('is audited when set', async () => {
    await requireFactors('everyone');
    expect(auth.auditStore.entries.map((entry) => entry.action)).toContain('auth.factor-policy-changed');
  });
});
