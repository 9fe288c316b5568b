/**
 * The sign-in rules on in-memory ports: what the two steps decide, without dynalite. The handler tests
 * (handlers/graphql/auth/sign-in.test.ts) keep the paths through AppSync, the authorizer and DynamoDB.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { UserFacingError } from '../errors';
import { memoryAuth, type MemoryAuth, type TestAccount } from '../../testing/memory-auth';
import { MAX_CODE_ATTEMPTS, MAX_FAILED_LOGINS, authMessages } from './policy';
import { logIn, resendCode, verifyCode } from './sign-in';

const CLIENT = { sourceIp: '192.0.2.20' };

let auth: MemoryAuth;
beforeEach(() => {
  auth = memoryAuth(new Date('2026-03-02T09:00:00Z'));
});

const firstStage = (account: TestAccount) => ({
  kind: 'mfa' as const,
  email: account.email,
  tokenVersion: 1,
});

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
    const unknown = await refusal(logIn(auth.deps, { ...account, email: 'nobody@example.com' }, CLIENT));
    const wrong = await refusal(logIn(auth.deps, { ...account, password: 'Wrong#Pass1' }, CLIENT));
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
        (await refusal(logIn(auth.deps, { email: 'ghost@example.com', password: 'x' }, CLIENT))).message,
      );
    }
    expect(answers).toEqual([
      ...Array(MAX_FAILED_LOGINS).fill(authMessages.invalidCredentials),
      authMessages.lockedOut,
    ]);
  });

  it('clears the failure count after a correct password', async () => {
    const account = await auth.createAccount();
    await refusal(logIn(auth.deps, { ...account, password: 'Wrong#Pass1' }, CLIENT));
    expect((await auth.users.get(account.email))?.failedLogins).toBe(1);
    await logIn(auth.deps, account, CLIENT);
    expect((await auth.users.get(account.email))?.failedLogins).toBeUndefined();
  });

  it('finds the account whatever the case of the email', async () => {
    const account = await auth.createAccount();
    await expect(
      logIn(auth.deps, { ...account, email: account.email.toUpperCase() }, CLIENT),
    ).resolves.toMatchObject({ user: { firstName: 'Dana', lastName: 'Whitfield' } });
    expect(auth.lastCode(account.email)).toMatch(/^\d{6}$/);
  });
});

describe('the code step', () => {
  it('never resets the wrong-try count when a new code is sent', async () => {
    const account = await auth.createAccount();
    await logIn(auth.deps, account, CLIENT);
    const wrong = auth.lastCode(account.email) === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt < MAX_CODE_ATTEMPTS; attempt++) {
      await refusal(verifyCode(auth.deps, firstStage(account), wrong, CLIENT));
    }
    await resendCode(auth.deps, firstStage(account));
    expect((await refusal(verifyCode(auth.deps, firstStage(account), wrong, CLIENT))).message).toBe(
      authMessages.codeVoid,
    );
    const fresh = auth.lastCode(account.email);
    expect((await refusal(verifyCode(auth.deps, firstStage(account), fresh, CLIENT))).message).toBe(
      authMessages.codeVoid,
    );
  });

  it('accepts a code once, and a resent code replaces the old one', async () => {
    const account = await auth.createAccount();
    await logIn(auth.deps, account, CLIENT);
    const old = auth.lastCode(account.email);
    await resendCode(auth.deps, firstStage(account));
    const current = auth.lastCode(account.email);
    if (old !== current) {
      expect((await refusal(verifyCode(auth.deps, firstStage(account), old, CLIENT))).message).toBe(
        authMessages.wrongCode,
      );
    }
    await expect(verifyCode(auth.deps, firstStage(account), current, CLIENT)).resolves.toHaveProperty(
      'token',
    );
    expect((await refusal(verifyCode(auth.deps, firstStage(account), current, CLIENT))).message).toBe(
      authMessages.signInAgain,
    );
  });

  it('refuses a caller without a first-stage token', async () => {
    expect((await refusal(resendCode(auth.deps, { kind: 'anonymous' }))).message).toBe(
      authMessages.signInAgain,
    );
  });
});
