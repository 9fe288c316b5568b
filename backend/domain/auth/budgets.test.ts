/** The per-account budgets on in-memory ports: reserved before the check, given back when right, locked past. */
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryAuth, type MemoryAuth } from '../../testing/memory-auth';
import { UserFacingError } from '../errors';
import { ACCOUNT_BUDGETS, lockRefusal, reserveAttempt } from './budgets';
import { authMessages } from './policy';
import { logIn, verifyCode } from './sign-in';

const CLIENT = { sourceIp: '192.0.2.30' };
const START = new Date('2026-03-02T09:00:00Z');

let auth: MemoryAuth;
beforeEach(() => {
  auth = memoryAuth(START);
});

async function messageOf(call: Promise<unknown>): Promise<string> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof UserFacingError)) throw new Error(`Expected a refusal, got ${String(error)}`);
  return error.message;
}

describe('an account budget', () => {
  it('gives back attempts that were right, so a user who gets it right is never counted', async () => {
    const account = await auth.createAccount();
    const user = (await auth.users.get(account.email))!;
    for (let attempt = 0; attempt < ACCOUNT_BUDGETS['wrong-codes'].limit * 3; attempt++) {
      const reservation = await reserveAttempt(auth.deps, user, 'wrong-codes', CLIENT);
      await reservation.giveBack();
    }
    expect((await auth.users.get(account.email))?.lockedUntil).toBeUndefined();
  });

  it('locks the account until the window ends and emails its owner once', async () => {
    const account = await auth.createAccount();
    const user = (await auth.users.get(account.email))!;
    const { limit } = ACCOUNT_BUDGETS['wrong-passwords'];
    for (let attempt = 0; attempt < limit; attempt++) {
      await reserveAttempt(auth.deps, user, 'wrong-passwords', CLIENT);
    }
    expect(await messageOf(reserveAttempt(auth.deps, user, 'wrong-passwords', CLIENT))).toBe(
      authMessages.budgetLocked,
    );
    const locked = (await auth.users.get(account.email))!;
    expect(locked.lockedUntil).toBe(Date.parse('2026-03-03T00:00:00Z') / 1000);
    expect(lockRefusal(locked, START)?.message).toBe(authMessages.budgetLocked);
    await messageOf(reserveAttempt(auth.deps, locked, 'wrong-passwords', CLIENT));
    expect(auth.outbox.filter((mail) => /was locked/.test(mail.subject))).toHaveLength(1);
    expect((await auth.auditStore.list({})).items.map((entry) => entry.action)).toContain(
      'auth.budget-locked',
    );
  });
});

describe('with the password known', () => {
  it(`allows at most ${ACCOUNT_BUDGETS['wrong-codes'].limit} wrong security codes a day, across sign-ins`, async () => {
    const account = await auth.createAccount();
    let checkedWrong = 0;
    let refusedLocked = false;
    // Each sign-in gives a fresh code with five tries; only the account's budget bounds the total.
    for (let signIn = 0; signIn < 6 && !refusedLocked; signIn++) {
      auth.at(signIn * 60 * 60);
      const login = await logIn(CLIENT, account, auth.deps).catch((error: unknown) => error);
      if (login instanceof UserFacingError) {
        expect(login.message).toBe(authMessages.budgetLocked);
        refusedLocked = true;
        break;
      }
      const actor = await auth.firstStage(account, CLIENT);
      for (let guess = 0; guess < 5; guess++) {
        const message = await messageOf(verifyCode(actor, { securityCode: '000000' }, auth.deps));
        if (message === authMessages.budgetLocked) {
          refusedLocked = true;
          break;
        }
        checkedWrong += 1;
      }
    }
    expect(refusedLocked).toBe(true);
    expect(checkedWrong).toBe(ACCOUNT_BUDGETS['wrong-codes'].limit);
  });

  it('refuses even the right code once the account is locked', async () => {
    const account = await auth.createAccount();
    await logIn(CLIENT, account, auth.deps);
    const code = auth.lastCode(account.email);
    const user = (await auth.users.get(account.email))!;
    await auth.users.lock(account.email, Math.floor(START.getTime() / 1000) + 3600);
    const actor = { ...(await auth.firstStage(account, CLIENT)), user: { ...user, lockedUntil: 1e12 } };
    expect(await messageOf(verifyCode(actor, { securityCode: code }, auth.deps))).toBe(
      authMessages.budgetLocked,
    );
  });

  it(`mails at most ${ACCOUNT_BUDGETS['codes-issued'].limit} codes an hour`, async () => {
    const account = await auth.createAccount();
    for (let signIn = 0; signIn < ACCOUNT_BUDGETS['codes-issued'].limit; signIn++) {
      await logIn(CLIENT, account, auth.deps);
    }
    expect(await messageOf(logIn(CLIENT, account, auth.deps))).toBe(authMessages.budgetLocked);
  });
});
