/**
 * The sign-in rules on in-memory ports: what the two steps decide, without dynalite. The handler tests
 * (handlers/graphql/auth/sign-in.test.ts) keep the paths through AppSync, the authorizer and DynamoDB.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { UserFacingError } from '../errors';
import { memoryAuth, type MemoryAuth, type TestAccount } from '../../testing/memory-auth';
import { LOCKOUT_SECONDS, MAX_CODE_ATTEMPTS, MAX_FAILED_LOGINS, authMessages } from './policy';
import { logIn, resendCode, verifyCode } from './sign-in';

const CLIENT = { sourceIp: '192.0.2.20' };

let auth: MemoryAuth;
beforeEach(() => {
  auth = memoryAuth(new Date('2026-03-02T09:00:00Z'));
});

const firstStage = (account: TestAccount) => auth.firstStage(account, CLIENT);

/** The error a call fails with, for comparing two refusals whole. */
async function refusal(call: Promise<unknown>): Promise<UserFacingError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof UserFacingError)) throw new Error(`Expected a refusal, got ${String(error)}`);
  return error;
}

describe('the password step', () => {
  it('answers an unknown email and a wrong password identically', async () => {
    const account = await auth.createAccount();
    const unknown = await refusal(logIn(CLIENT, { ...account, email: 'nobody@example.com' }, auth.deps));
    const wrong = await refusal(logIn(CLIENT, { ...account, password: 'Wrong#Pass1' }, auth.deps));
    expect({ message: unknown.message, kind: unknown.kind }).toEqual({
      message: wrong.message,
      kind: wrong.kind,
    });
    expect(wrong.message).toBe(authMessages.invalidCredentials);
  });

  it('locks unknown addresses the same way, so a lockout reveals nothing', async () => {
    const answers = [];
    for (let attempt = 0; attempt <= MAX_FAILED_LOGINS; attempt++) {
      answers.push(
        (await refusal(logIn(CLIENT, { email: 'ghost@example.com', password: 'x' }, auth.deps))).message,
      );
    }
    expect(answers).toEqual([
      ...Array(MAX_FAILED_LOGINS).fill(authMessages.invalidCredentials),
      authMessages.lockedOut(LOCKOUT_SECONDS),
    ]);
  });

  it('clears the failure count after a correct password', async () => {
    const account = await auth.createAccount();
    await refusal(logIn(CLIENT, { ...account, password: 'Wrong#Pass1' }, auth.deps));
    expect((await auth.users.get(account.email))?.failedLogins).toBe(1);
    await logIn(CLIENT, account, auth.deps);
    expect((await auth.users.get(account.email))?.failedLogins).toBeUndefined();
  });

  it('finds the account whatever the case of the email', async () => {
    const account = await auth.createAccount();
    await expect(
      logIn(CLIENT, { ...account, email: account.email.toUpperCase() }, auth.deps),
    ).resolves.toMatchObject({ user: { firstName: 'Dana', lastName: 'Whitfield' } });
    expect(auth.lastCode(account.email)).toMatch(/^\d{6}$/);
  });
});

describe('the code step', () => {
  it('never resets the wrong-try count when a new code is sent', async () => {
    const account = await auth.createAccount();
    await logIn(CLIENT, account, auth.deps);
    const wrong = auth.lastCode(account.email) === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt < MAX_CODE_ATTEMPTS; attempt++) {
      await refusal(verifyCode(await firstStage(account), { securityCode: wrong }, auth.deps));
    }
    await resendCode(await firstStage(account), {}, auth.deps);
    expect(
      (await refusal(verifyCode(await firstStage(account), { securityCode: wrong }, auth.deps))).message,
    ).toBe(authMessages.codeVoid);
    const fresh = auth.lastCode(account.email);
    expect(
      (await refusal(verifyCode(await firstStage(account), { securityCode: fresh }, auth.deps))).message,
    ).toBe(authMessages.codeVoid);
  });

  it('accepts a code once, and a resent code replaces the old one', async () => {
    const account = await auth.createAccount();
    await logIn(CLIENT, account, auth.deps);
    const old = auth.lastCode(account.email);
    await resendCode(await firstStage(account), {}, auth.deps);
    const current = auth.lastCode(account.email);
    if (old !== current) {
      expect(
        (await refusal(verifyCode(await firstStage(account), { securityCode: old }, auth.deps))).message,
      ).toBe(authMessages.wrongCode);
    }
    await expect(
      verifyCode(await firstStage(account), { securityCode: current }, auth.deps),
    ).resolves.toHaveProperty('token');
    expect(
      (await refusal(verifyCode(await firstStage(account), { securityCode: current }, auth.deps))).message,
    ).toBe(authMessages.signInAgain);
  });
});
