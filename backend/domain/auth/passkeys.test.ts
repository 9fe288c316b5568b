/**
 * Passkeys on in-memory ports with a software authenticator: adding one, signing in after the password and
 * without an email, and the refusals: a replayed assertion, an expired or reused challenge, a wrong origin
 * or RP ID, no user verification, a counter that goes back.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { PASSKEY_CHALLENGE_TTL_SECONDS } from '../../contract/limits';
import { memoryAuth, type MemoryAuth, type TestAccount } from '../../testing/memory-auth';
import { SoftwareAuthenticator, type Ceremony } from '../../testing/software-authenticator';
import {
  addPasskey,
  passkeyLoginOptions,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  removePasskey,
  verifyPasskeyLogin,
  verifyPasskeySignIn,
} from './passkeys';
import { authMessages } from './policy';
import { myFactors } from './recovery-codes';
import { logIn } from './sign-in';

const CLIENT = { sourceIp: '192.0.2.40' };
const SITE = 'https://site.test';
const VISITOR = { kind: 'visitor' as const, ...CLIENT };

let auth: MemoryAuth;
let account: TestAccount;
let authenticator: SoftwareAuthenticator;
beforeEach(async () => {
  auth = memoryAuth(new Date('2026-03-02T09:00:00Z'), SITE);
  account = await auth.createAccount();
  const user = await auth.users.get(account.email);
  authenticator = new SoftwareAuthenticator(user!._id, { counts: true });
});

const staff = () => auth.staff(account, CLIENT);
const firstStage = () => auth.firstStage(account, CLIENT);

/** The ceremony the browser runs for `options` on the real site, unless the test changes it. */
const ceremonyOf = (options: string, change: Partial<Ceremony> = {}): Ceremony => ({
  challenge: (JSON.parse(options) as { challenge: string }).challenge,
  origin: SITE,
  rpId: 'site.test',
  ...change,
});

async function addOne(name = 'Laptop') {
  const { challengeId, options } = await passkeyRegistrationOptions(await staff(), {}, auth.deps);
  return addPasskey(
    await staff(),
    { challengeId, name, response: authenticator.create(ceremonyOf(options)) },
    auth.deps,
  );
}

async function loginAssertion(change: Partial<Ceremony> = {}) {
  const { challengeId, options } = await passkeyLoginOptions(await firstStage(), {}, auth.deps);
  return { challengeId, response: authenticator.get(ceremonyOf(options, change)) };
}

describe('adding a passkey', () => {
  it('keeps it under its name, asks for user verification, and brings ten recovery codes', async () => {
    const { options } = await passkeyRegistrationOptions(await staff(), {}, auth.deps);
    expect(JSON.parse(options)).toMatchObject({
      rp: { id: 'site.test' },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    const { recoveryCodes } = await addOne('Work laptop');
    expect(recoveryCodes).toHaveLength(10);
    const { passkeys } = await myFactors(await staff(), {}, auth.deps);
    expect(passkeys).toEqual([
      expect.objectContaining({ id: authenticator.id, name: 'Work laptop', lastUsedAt: null }),
    ]);
    expect(auth.auditStore.entries.map((entry) => entry.action)).toContain('auth.factor-added');
  });

  it('refuses a passkey made for another site', async () => {
    const { challengeId, options } = await passkeyRegistrationOptions(await staff(), {}, auth.deps);
    const response = authenticator.create(ceremonyOf(options, { origin: 'https://phish.test' }));
    await expect(
      addPasskey(await staff(), { challengeId, name: 'Laptop', response }, auth.deps),
    ).rejects.toThrow(authMessages.passkeyFailed);
  });

  it('refuses one without user verification', async () => {
    authenticator.userVerified = false;
    await expect(addOne()).rejects.toThrow(authMessages.passkeyFailed);
  });
});

describe('signing in with a passkey after the password', () => {
  beforeEach(() => addOne());

  it('offers the passkey first and mails nothing', async () => {
    const { factors } = await logIn(CLIENT, account, auth.deps);
    expect(factors).toEqual(['PASSKEY', 'RECOVERY_CODE', 'EMAIL_CODE']);
    expect(auth.outbox).toEqual([]);
  });

  it('reaches a full session and records the use', async () => {
    const session = await verifyPasskeyLogin(await firstStage(), await loginAssertion(), auth.deps);
    expect(session.user.email).toBe(account.email);
    const [passkey] = (await myFactors(await staff(), {}, auth.deps)).passkeys;
    expect(passkey?.lastUsedAt).toBeTruthy();
  });

  it('refuses a replayed assertion: its challenge was taken', async () => {
    const assertion = await loginAssertion();
    await verifyPasskeyLogin(await firstStage(), assertion, auth.deps);
    await expect(verifyPasskeyLogin(await firstStage(), assertion, auth.deps)).rejects.toThrow(
      authMessages.passkeyFailed,
    );
  });

  it('refuses an expired challenge', async () => {
    const assertion = await loginAssertion();
    await expect(
      verifyPasskeyLogin(await firstStage(), assertion, auth.at(PASSKEY_CHALLENGE_TTL_SECONDS + 1)),
    ).rejects.toThrow(authMessages.passkeyFailed);
  });

  it('refuses a wrong origin and a wrong RP ID', async () => {
    for (const change of [{ origin: 'https://site.test.phish.example' }, { rpId: 'phish.example' }]) {
      await expect(
        verifyPasskeyLogin(await firstStage(), await loginAssertion(change), auth.deps),
      ).rejects.toThrow(authMessages.passkeyFailed);
    }
    const failures = auth.auditStore.entries.filter((entry) => entry.action === 'auth.factor-failed');
    expect(failures).toHaveLength(2);
  });

  it('refuses an assertion whose counter went back (a cloned authenticator)', async () => {
    await verifyPasskeyLogin(await firstStage(), await loginAssertion(), auth.deps);
    authenticator.counter = 1;
    await expect(verifyPasskeyLogin(await firstStage(), await loginAssertion(), auth.deps)).rejects.toThrow(
      authMessages.passkeyFailed,
    );
  });

  it('is gone once removed', async () => {
    await removePasskey(await staff(), { id: authenticator.id }, auth.deps);
    await expect(passkeyLoginOptions(await firstStage(), {}, auth.deps)).rejects.toThrow(
      authMessages.passkeyUnknown,
    );
  });
});

describe('"Sign in with a passkey" without an email', () => {
  it('names the account by the passkey and reaches a full session', async () => {
    await addOne();
    const { challengeId, options } = await passkeySignInOptions(VISITOR, {}, auth.deps);
    expect(JSON.parse(options)).toMatchObject({ userVerification: 'required', allowCredentials: [] });
    const session = await verifyPasskeySignIn(
      VISITOR,
      { challengeId, response: authenticator.get(ceremonyOf(options)) },
      auth.deps,
    );
    expect(session.user.email).toBe(account.email);
  });

  it('refuses a synced passkey without user verification, and accepts its counter of 0', async () => {
    const user = await auth.users.get(account.email);
    authenticator = new SoftwareAuthenticator(user!._id);
    await addOne();
    authenticator.userVerified = false;
    const first = await passkeySignInOptions(VISITOR, {}, auth.deps);
    await expect(
      verifyPasskeySignIn(
        VISITOR,
        { challengeId: first.challengeId, response: authenticator.get(ceremonyOf(first.options)) },
        auth.deps,
      ),
    ).rejects.toThrow(authMessages.passkeyFailed);
    authenticator.userVerified = true;
    for (let attempt = 0; attempt < 2; attempt++) {
      const { challengeId, options } = await passkeySignInOptions(VISITOR, {}, auth.deps);
      await verifyPasskeySignIn(
        VISITOR,
        { challengeId, response: authenticator.get(ceremonyOf(options)) },
        auth.deps,
      );
    }
  });

  it('refuses an unknown passkey, and a challenge issued for an account', async () => {
    const { challengeId, options } = await passkeySignInOptions(VISITOR, {}, auth.deps);
    await expect(
      verifyPasskeySignIn(
        VISITOR,
        { challengeId, response: authenticator.get(ceremonyOf(options)) },
        auth.deps,
      ),
    ).rejects.toThrow(authMessages.passkeyUnknown);
    await addOne();
    const forAccount = await loginAssertion();
    await expect(verifyPasskeySignIn(VISITOR, forAccount, auth.deps)).rejects.toThrow(
      authMessages.passkeyFailed,
    );
  });
});
