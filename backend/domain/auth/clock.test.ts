/**
 * The time rules, with the clock in the dependencies: the domain runs against the in-memory ports while
 * the clock jumps ahead, so 15-minute lifetimes are tested without waiting (and without dynalite).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryAuth, type MemoryAuth, type TestAccount } from '../../testing/memory-auth';
import { resetPassword, requestPasswordReset, resetTokenOwner } from './password-reset';
import { LOGIN_LIMIT_PER_NETWORK, RESET_TOKEN_LOOKUP_LIMIT_PER_NETWORK, authMessages } from './policy';
import { logIn, resendCode, verifyCode } from './sign-in';

const start = new Date('2026-03-02T09:00:00Z');
const MINUTES = 60;

/** The domain calls here come from one documentation address (RFC 5737), under every network limit. */
const CLIENT = { sourceIp: '192.0.2.10' };

let auth: MemoryAuth;
let at: MemoryAuth['at'];
beforeEach(() => {
  auth = memoryAuth(start);
  at = auth.at;
});

const createAccount = () => auth.createAccount();

const caller = (account: TestAccount) => ({ kind: 'mfa' as const, email: account.email, tokenVersion: 1 });

async function passwordStep(account: TestAccount, seconds: number): Promise<string> {
  await logIn(at(seconds), account, CLIENT);
  return auth.lastCode(account.email);
}

describe('security codes', () => {
  it('work for 15 minutes and not after', async () => {
    const account = await createAccount();
    const late = await passwordStep(account, 0);
    await expect(verifyCode(at(15 * MINUTES), caller(account), late, CLIENT)).rejects.toThrow(
      authMessages.signInAgain,
    );
    const inTime = await passwordStep(account, 0);
    await expect(verifyCode(at(15 * MINUTES - 1), caller(account), inTime, CLIENT)).resolves.toHaveProperty(
      'token',
    );
  });

  it('cannot be resent once expired', async () => {
    const account = await createAccount();
    await passwordStep(account, 0);
    await expect(resendCode(at(15 * MINUTES), caller(account))).rejects.toThrow(authMessages.signInAgain);
  });
});

describe('resend limits', () => {
  it('allow one resend per 30 seconds and five per 15 minutes', async () => {
    const account = await createAccount();
    await passwordStep(account, 0);
    await resendCode(at(0), caller(account));
    await expect(resendCode(at(10), caller(account))).rejects.toThrow(authMessages.sendCodeTooSoon);
    for (let resend = 1; resend < 5; resend++) await resendCode(at(30 * resend), caller(account));
    await expect(resendCode(at(30 * 5), caller(account))).rejects.toThrow(authMessages.sendCodeTooSoon);
  });
});

describe('lockout', () => {
  it('refuses even the right password for 15 minutes after five failures, then lifts', async () => {
    const account = await createAccount();
    for (let attempt = 0; attempt < 5; attempt++) {
      await expect(logIn(at(0), { ...account, password: 'Wrong#Pass1' }, CLIENT)).rejects.toThrow(
        authMessages.invalidCredentials,
      );
    }
    await expect(logIn(at(1), account, CLIENT)).rejects.toThrow(authMessages.lockedOut);
    await expect(logIn(at(15 * MINUTES - 1), account, CLIENT)).rejects.toThrow(authMessages.lockedOut);
    await expect(logIn(at(15 * MINUTES), account, CLIENT)).resolves.toHaveProperty('token');
  });
});

describe('reset tokens', () => {
  async function requestToken(account: TestAccount): Promise<string> {
    await requestPasswordReset(at(0), account, CLIENT);
    return /token=([\w-]+)/.exec(auth.lastEmail(account.email, /Reset your/).text)?.[1] ?? '';
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
    await expect(resetTokenOwner(at(15 * MINUTES), { token }, CLIENT)).rejects.toThrow(
      authMessages.resetLinkInvalid,
    );
    await expect(resetPassword(at(15 * MINUTES), input(account, token), CLIENT)).rejects.toThrow(
      authMessages.resetLinkInvalid,
    );
  });

  it('work once within 15 minutes', async () => {
    const account = await createAccount();
    const token = await requestToken(account);
    await expect(resetTokenOwner(at(15 * MINUTES - 1), { token }, CLIENT)).resolves.toMatchObject({
      email: account.email,
    });
    await expect(resetPassword(at(15 * MINUTES - 1), input(account, token), CLIENT)).resolves.toBeTruthy();
    await expect(resetPassword(at(60), input(account, token), CLIENT)).rejects.toThrow(
      authMessages.resetLinkInvalid,
    );
  });

  it('are mailed at most three times per address per 15 minutes, and again after', async () => {
    const account = await createAccount();
    for (let request = 0; request < 4; request++) await requestPasswordReset(at(0), account, CLIENT);
    const sent = () => auth.outbox.filter((mail) => mail.to === account.email);
    expect(sent()).toHaveLength(3);
    await requestPasswordReset(at(15 * MINUTES), account, CLIENT);
    expect(sent()).toHaveLength(4);
  });
});

describe('network limits', () => {
  // Every refused attempt still pays a full bcrypt compare (timing parity): thirty-odd of them, slow on a busy machine.
  it('refuse the password step past the limit, even the right password, until the window ends', async () => {
    const network = '198.51.100.7';
    const account = await createAccount();
    for (let attempt = 0; attempt < LOGIN_LIMIT_PER_NETWORK.limit; attempt++) {
      await expect(
        logIn(
          at(0),
          { email: `ghost-${attempt}@example.com`, password: 'Wrong#Pass1' },
          { sourceIp: network },
        ),
      ).rejects.toThrow(authMessages.invalidCredentials);
    }
    await expect(logIn(at(1), account, { sourceIp: network })).rejects.toThrow(
      authMessages.tooManySignInsFromNetwork,
    );
    await expect(logIn(at(1), account, { sourceIp: '198.51.100.8' })).resolves.toHaveProperty('token');
    await expect(logIn(at(15 * MINUTES), account, { sourceIp: network })).resolves.toHaveProperty('token');
  }, 120_000);

  it('refuse reset-token lookups past the limit until the window ends', async () => {
    const network = '198.51.100.9';
    for (let lookup = 0; lookup < RESET_TOKEN_LOOKUP_LIMIT_PER_NETWORK.limit; lookup++) {
      await expect(
        resetTokenOwner(at(0), { token: `guess-${lookup}` }, { sourceIp: network }),
      ).rejects.toThrow(authMessages.resetLinkInvalid);
    }
    await expect(resetTokenOwner(at(1), { token: 'guess' }, { sourceIp: network })).rejects.toThrow(
      authMessages.tooManyResetLinkChecksFromNetwork,
    );
    await expect(
      resetTokenOwner(at(15 * MINUTES), { token: 'guess' }, { sourceIp: network }),
    ).rejects.toThrow(authMessages.resetLinkInvalid);
  });
});
