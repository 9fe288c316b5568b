/**
 * The reset rules on in-memory ports. The handler tests (handlers/graphql/auth/password-reset.test.ts) keep
 * the paths through AppSync, DynamoDB and the local mailbox.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { passwordMessages } from '../../contract/password-policy';
import { memoryAuth, type MemoryAuth, type TestAccount } from '../../testing/memory-auth';
import { requestPasswordReset, resetPassword } from './password-reset';
import { authMessages } from './policy';

const CLIENT = { sourceIp: '192.0.2.30' };
const NEW_PASSWORD = 'Brand#New2026';

let auth: MemoryAuth;
beforeEach(() => {
  auth = memoryAuth(new Date('2026-03-02T09:00:00Z'));
});

async function requestToken(account: TestAccount): Promise<string> {
  await requestPasswordReset(CLIENT, account, auth.deps);
  return /token=([\w-]+)/.exec(auth.lastEmail(account.email, /Reset your/).text)?.[1] ?? '';
}

function update(account: TestAccount, token: string, password = NEW_PASSWORD, confirmNewPassword = password) {
  return resetPassword(CLIENT, { email: account.email, password, confirmNewPassword, token }, auth.deps);
}

describe('requesting a reset link', () => {
  it('answers known and unknown addresses alike and mails only the known one', async () => {
    const account = await auth.createAccount();
    const known = await requestPasswordReset(CLIENT, account, auth.deps);
    const unknown = await requestPasswordReset(CLIENT, { email: 'nobody@example.com' }, auth.deps);
    expect(known).toEqual({ message: authMessages.resetRequested });
    expect(unknown).toEqual(known);
    expect(auth.outbox.map((mail) => mail.to)).toEqual([account.email]);
  });

  it('escapes the name in the email', async () => {
    const account = await auth.createAccount({ firstName: '<img src=x onerror=alert(1)>' });
    await requestPasswordReset(CLIENT, account, auth.deps);
    const mail = auth.lastEmail(account.email, /Reset your/);
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).not.toContain('<img');
  });
});

describe('setting the new password', () => {
  it('refuses a token for another account', async () => {
    const owner = await auth.createAccount();
    const victim = await auth.createAccount();
    const token = await requestToken(owner);
    await expect(update(victim, token)).rejects.toThrow(authMessages.resetLinkInvalid);
    await expect(update(owner, token)).resolves.toBeTruthy();
  });

  it('enforces the policy and the match, without spending the token', async () => {
    const account = await auth.createAccount();
    const token = await requestToken(account);
    await expect(update(account, token, 'weak')).rejects.toThrow(passwordMessages.invalid);
    await expect(update(account, token, NEW_PASSWORD, 'Different#1')).rejects.toThrow(
      passwordMessages.mismatch,
    );
    await expect(update(account, token)).resolves.toBeTruthy();
  });

  it('ends every session, lifts a lockout and mails a notice', async () => {
    const account = await auth.createAccount();
    await auth.users.lock(account.email, Number.MAX_SAFE_INTEGER);
    const token = await requestToken(account);
    await update(account, token);
    const stored = await auth.users.get(account.email);
    expect(stored).toMatchObject({ tokenVersion: 2 });
    expect(stored?.lockedUntil).toBeUndefined();
    expect(auth.outbox.at(-1)?.to).toBe(account.email);
    expect(auth.outbox.at(-1)?.subject).toMatch(/password was changed/);
  });
});
