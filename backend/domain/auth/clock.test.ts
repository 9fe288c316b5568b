/**
 * The time rules, with the clock injected: the domain runs against the real adapters (dynalite, local
 * SES) while `now` jumps ahead, so 15-minute lifetimes are tested without waiting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authDependencies } from '../../handlers/graphql/auth/dependencies';
import {
  codeIn,
  createAccount,
  waitForEmail,
  type TestAccount,
} from '../../handlers/graphql/auth/auth-test-helpers';
import { startTestStack, type TestStack } from '../../local/test-stack';
import { resetPassword, requestPasswordReset, resetTokenOwner } from './password-reset';
import { LOGIN_LIMIT_PER_NETWORK, RESET_TOKEN_LOOKUP_LIMIT_PER_NETWORK, authMessages } from './policy';
import type { AuthDependencies } from './ports';
import { logIn, resendCode, verifyCode } from './sign-in';

let stack: TestStack;
let deps: AuthDependencies;
beforeAll(async () => {
  stack = await startTestStack();
  deps = authDependencies();
});
afterAll(() => stack.stop());

const start = new Date('2026-03-02T09:00:00Z');
const after = (seconds: number) => new Date(start.getTime() + seconds * 1000);
const MINUTES = 60;

/** The domain calls here come from one documentation address (RFC 5737), under every network limit. */
const CLIENT = { sourceIp: '192.0.2.10' };

const caller = (account: TestAccount) => ({ kind: 'mfa' as const, email: account.email, tokenVersion: 1 });

async function passwordStep(account: TestAccount, now: Date): Promise<string> {
  const seen = (await stack.emails()).map((mail) => mail.body.text ?? '');
  await logIn(deps, account, CLIENT, now);
  return codeIn(await waitForEmail(stack, account.email, /security code/, seen));
}

describe('security codes', () => {
  it('work for 15 minutes and not after', async () => {
    const account = await createAccount();
    const late = await passwordStep(account, start);
    await expect(verifyCode(deps, caller(account), late, CLIENT, after(15 * MINUTES))).rejects.toThrow(
      authMessages.signInAgain,
    );
    const inTime = await passwordStep(account, start);
    await expect(
      verifyCode(deps, caller(account), inTime, CLIENT, after(15 * MINUTES - 1)),
    ).resolves.toHaveProperty('token');
  });

  it('cannot be resent once expired', async () => {
    const account = await createAccount();
    await passwordStep(account, start);
    await expect(resendCode(deps, caller(account), after(15 * MINUTES))).rejects.toThrow(
      authMessages.signInAgain,
    );
  });
});

describe('resend limits', () => {
  it('allow one resend per 30 seconds and five per 15 minutes', async () => {
    const account = await createAccount();
    await passwordStep(account, start);
    await resendCode(deps, caller(account), start);
    await expect(resendCode(deps, caller(account), after(10))).rejects.toThrow(authMessages.sendCodeTooSoon);
    for (let resend = 1; resend < 5; resend++) await resendCode(deps, caller(account), after(30 * resend));
    await expect(resendCode(deps, caller(account), after(30 * 5))).rejects.toThrow(
      authMessages.sendCodeTooSoon,
    );
  });
});

describe('lockout', () => {
  it('refuses even the right password for 15 minutes after five failures, then lifts', async () => {
    const account = await createAccount();
    for (let attempt = 0; attempt < 5; attempt++) {
      await expect(logIn(deps, { ...account, password: 'Wrong#Pass1' }, CLIENT, start)).rejects.toThrow(
        authMessages.invalidCredentials,
      );
    }
    await expect(logIn(deps, account, CLIENT, after(1))).rejects.toThrow(authMessages.lockedOut);
    await expect(logIn(deps, account, CLIENT, after(15 * MINUTES - 1))).rejects.toThrow(
      authMessages.lockedOut,
    );
    await expect(logIn(deps, account, CLIENT, after(15 * MINUTES))).resolves.toHaveProperty('token');
  });
});

describe('reset tokens', () => {
  async function requestToken(account: TestAccount): Promise<string> {
    const seen = (await stack.emails()).map((mail) => mail.body.text ?? '');
    await requestPasswordReset(deps, account, CLIENT, start);
    const mail = await waitForEmail(stack, account.email, /Reset your/, seen);
    return /token=([\w-]+)/.exec(mail.body.text ?? '')?.[1] ?? '';
  }
  const input = (account: TestAccount, token: string) => ({
    email: account.email,
    password: 'Brand#New2026',
    confirmNewPassword: 'Brand#New2026',
    token,
  });

  it('are refused after 15 minutes', async () => {
    const account = await createAccount();
    const token = await requestToken(account);
    await expect(resetTokenOwner(deps, { token }, CLIENT, after(15 * MINUTES))).rejects.toThrow(
      authMessages.resetLinkInvalid,
    );
    await expect(resetPassword(deps, input(account, token), CLIENT, after(15 * MINUTES))).rejects.toThrow(
      authMessages.resetLinkInvalid,
    );
  });

  it('work once within 15 minutes', async () => {
    const account = await createAccount();
    const token = await requestToken(account);
    await expect(resetTokenOwner(deps, { token }, CLIENT, after(15 * MINUTES - 1))).resolves.toMatchObject({
      email: account.email,
    });
    await expect(
      resetPassword(deps, input(account, token), CLIENT, after(15 * MINUTES - 1)),
    ).resolves.toBeTruthy();
    await expect(resetPassword(deps, input(account, token), CLIENT, after(60))).rejects.toThrow(
      authMessages.resetLinkInvalid,
    );
  });

  it('are mailed at most three times per address per 15 minutes, and again after', async () => {
    const account = await createAccount();
    for (let request = 0; request < 4; request++) await requestPasswordReset(deps, account, CLIENT, start);
    const sent = async () =>
      (await stack.emails()).filter((mail) => mail.destination.to.includes(account.email));
    await waitForEmail(stack, account.email, /Reset your/);
    expect(await sent()).toHaveLength(3);
    await requestPasswordReset(deps, account, CLIENT, after(15 * MINUTES));
    await expect.poll(async () => (await sent()).length).toBe(4);
  });
});

describe('network limits', () => {
  it('refuse the password step past the limit, even the right password, until the window ends', async () => {
    const network = '198.51.100.7';
    const account = await createAccount();
    for (let attempt = 0; attempt < LOGIN_LIMIT_PER_NETWORK.limit; attempt++) {
      await expect(
        logIn(
          deps,
          { email: `ghost-${attempt}@example.com`, password: 'Wrong#Pass1' },
          { sourceIp: network },
          start,
        ),
      ).rejects.toThrow(authMessages.invalidCredentials);
    }
    await expect(logIn(deps, account, { sourceIp: network }, after(1))).rejects.toThrow(
      authMessages.tooManySignInsFromNetwork,
    );
    await expect(logIn(deps, account, { sourceIp: '198.51.100.8' }, after(1))).resolves.toHaveProperty(
      'token',
    );
    await expect(logIn(deps, account, { sourceIp: network }, after(15 * MINUTES))).resolves.toHaveProperty(
      'token',
    );
  });

  it('refuse reset-token lookups past the limit until the window ends', async () => {
    const network = '198.51.100.9';
    for (let lookup = 0; lookup < RESET_TOKEN_LOOKUP_LIMIT_PER_NETWORK.limit; lookup++) {
      await expect(
        resetTokenOwner(deps, { token: `guess-${lookup}` }, { sourceIp: network }, start),
      ).rejects.toThrow(authMessages.resetLinkInvalid);
    }
    await expect(resetTokenOwner(deps, { token: 'guess' }, { sourceIp: network }, after(1))).rejects.toThrow(
      authMessages.tooManyResetLinkChecksFromNetwork,
    );
    await expect(
      resetTokenOwner(deps, { token: 'guess' }, { sourceIp: network }, after(15 * MINUTES)),
    ).rejects.toThrow(authMessages.resetLinkInvalid);
  });
});
