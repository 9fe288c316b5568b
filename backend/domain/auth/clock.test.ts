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

const caller = (account: TestAccount) => auth.firstStage(account, CLIENT);

async function passwordStep(account: TestAccount, seconds: number): Promise<string> {
  await logIn(CLIENT, account, at(seconds));
  return auth.lastCode(account.email);
}

describe('security codes', () => {
  it('work for 15 minutes and not after', async () => {
    const account = await createAccount();
    const late = await passwordStep(account, 0);
    await expect(verifyCode(await caller(account), { securityCode: late }, at(15 * MINUTES))).rejects.toThrow(
      authMessages.signInAgain,
    );
    const inTime = await passwordStep(account, 0);
    await expect(
      verifyCode(await caller(account), { securityCode: inTime }, at(15 * MINUTES - 1)),
    ).resolves.toHaveProperty('token');
  });

  it('cannot be resent once expired', async () => {
    const account = await createAccount();
    await passwordStep(account, 0);
    await expect(resendCode(await caller(account), {}, at(15 * MINUTES))).rejects.toThrow(
      authMessages.signInAgain,
    );
  });
});

describe('resend limits', () => {
  it('allow one resend per 30 seconds and five per 15 minutes', async () => {
    const account = await createAccount();
    await passwordStep(account, 0);
    await resendCode(await caller(account), {}, at(0));
    await expect(resendCode(await caller(account), {}, at(10))).rejects.toThrow(authMessages.sendCodeTooSoon);
    for (let resend = 1; resend < 5; resend++) await resendCode(await caller(account), {}, at(30 * resend));
    await expect(resendCode(await caller(account), {}, at(30 * 5))).rejects.toThrow(
      authMessages.sendCodeTooSoon,
    );
  });
});

describe('lockout', () => {
  it('refuses even the right password for 15 minutes after five failures, then lifts', async () => {
    const account = await createAccount();
    for (let attempt = 0; attempt < 5; attempt++) {
      await expect(logIn(CLIENT, { ...account, password: 'Wrong#Pass1' }, at(0))).rejects.toThrow(
        authMessages.invalidCredentials,
      );
    }
    await expect(logIn(CLIENT, account, at(1))).rejects.toThrow(authMessages.lockedOut(15 * MINUTES - 1));
    await expect(logIn(CLIENT, account, at(15 * MINUTES - 1))).rejects.toThrow('locked for 1 minute;');
    await expect(logIn(CLIENT, account, at(15 * MINUTES))).resolves.toHaveProperty('token');
  });
});

describe('reset tokens', () => {
  async function requestToken(account: TestAccount): Promise<string> {
    await requestPasswordReset(CLIENT, account, at(0));
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
    await expect(resetTokenOwner(CLIENT, { token }, at(15 * MINUTES))).rejects.toThrow(
      authMessages.resetLinkInvalid,
    );
    await expect(resetPassword(CLIENT, input(account, token), at(15 * MINUTES))).rejects.toThrow(
      authMessages.resetLinkInvalid,
    );
  });

  it('work once within 15 minutes', async () => {
    const account = await createAccount();
    const token = await requestToken(account);
    await expect(resetTokenOwner(CLIENT, { token }, at(15 * MINUTES - 1))).resolves.toMatchObject({
      email: account.email,
    });
    await expect(resetPassword(CLIENT, input(account, token), at(15 * MINUTES - 1))).resolves.toBeTruthy();
    await expect(resetPassword(CLIENT, input(account, token), at(60))).rejects.toThrow(
      authMessages.resetLinkInvalid,
    );
  });

  it('are mailed at most three times per address per 15 minutes, and again after', async () => {
    const account = await createAccount();
    for (let request = 0; request < 4; request++) await requestPasswordReset(CLIENT, account, at(0));
    const sent = () => auth.outbox.filter((mail) => mail.to === account.email);
    expect(sent()).toHaveLength(3);
    await requestPasswordReset(CLIENT, account, at(15 * MINUTES));
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
          { sourceIp: network },
          { email: `ghost-${attempt}@example.com`, password: 'Wrong#Pass1' },
          at(0),
        ),
      ).rejects.toThrow(authMessages.invalidCredentials);
    }
    await expect(logIn({ sourceIp: network }, account, at(1))).rejects.toThrow(
      authMessages.tooManySignInsFromNetwork,
    );
    await expect(logIn({ sourceIp: '198.51.100.8' }, account, at(1))).resolves.toHaveProperty('token');
    await expect(logIn({ sourceIp: network }, account, at(15 * MINUTES))).resolves.toHaveProperty('token');
  }, 120_000);

  it('refuse reset-token lookups past the limit until the window ends', async () => {
    const network = '198.51.100.9';
    for (let lookup = 0; lookup < RESET_TOKEN_LOOKUP_LIMIT_PER_NETWORK.limit; lookup++) {
      await expect(
        resetTokenOwner({ sourceIp: network }, { token: `guess-${lookup}` }, at(0)),
      ).rejects.toThrow(authMessages.resetLinkInvalid);
    }
    await expect(resetTokenOwner({ sourceIp: network }, { token: 'guess' }, at(1))).rejects.toThrow(
      authMessages.tooManyResetLinkChecksFromNetwork,
    );
    await expect(
      resetTokenOwner({ sourceIp: network }, { token: 'guess' }, at(15 * MINUTES)),
    ).rejects.toThrow(authMessages.resetLinkInvalid);
  });
});
