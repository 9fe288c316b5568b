/**
 * The per-account budgets on in-memory ports: reserved before the check, given back when right, locked past,
 * over windows that slide (no reset at midnight UTC), and a budget of codes mailed that refuses without locking.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryAuth, type MemoryAuth } from '../../testing/memory-auth';
import { UserFacingError } from '../errors';
import { ACCOUNT_BUDGETS, CODES_ISSUED_BUDGET, lockRefusal, reserveAttempt } from './budgets';
import { authMessages } from './policy';
import { logIn, verifyCode } from './sign-in';

const budgetLocked = /^Too many failed attempts: this account is locked for .+ its owner has been emailed/;

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

  it('locks the account until the last day holds fewer wrong guesses, says how long, emails its owner once', async () => {
    const account = await auth.createAccount();
    const user = (await auth.users.get(account.email))!;
    const { limit } = ACCOUNT_BUDGETS['wrong-passwords'];
    for (let attempt = 0; attempt < limit; attempt++) {
      await reserveAttempt(auth.deps, user, 'wrong-passwords', CLIENT);
    }
    expect(await messageOf(reserveAttempt(auth.deps, user, 'wrong-passwords', CLIENT))).toBe(
      authMessages.budgetLocked(25 * 3600),
    );
    const locked = (await auth.users.get(account.email))!;
    // The ten guesses sit in the two-hour slot that began at 08:00: they leave the last day at 10:00 the next day.
    expect(locked.lockedUntil).toBe(Date.parse('2026-03-03T10:00:00Z') / 1000);
    expect(lockRefusal(locked, START)?.message).toBe(authMessages.budgetLocked(25 * 3600));
    await messageOf(reserveAttempt(auth.deps, locked, 'wrong-passwords', CLIENT));
    expect(auth.outbox.filter((mail) => /was locked/.test(mail.subject))).toHaveLength(1);
    expect((await auth.auditStore.list({})).items.map((entry) => entry.action)).toContain(
      'auth.budget-locked',
    );
  });

  it('does not start again at midnight UTC: ten wrong guesses at 23:59 and one at 00:00 lock', async () => {
    const beforeMidnight = memoryAuth(new Date('2026-03-02T23:59:00Z'));
    const account = await beforeMidnight.createAccount();
    const user = (await beforeMidnight.users.get(account.email))!;
    const { limit } = ACCOUNT_BUDGETS['wrong-codes'];
    for (let attempt = 0; attempt < limit; attempt++) {
      await reserveAttempt(beforeMidnight.deps, user, 'wrong-codes', CLIENT);
    }
    const afterMidnight = beforeMidnight.at(60);
    expect(await messageOf(reserveAttempt(afterMidnight, user, 'wrong-codes', CLIENT))).toMatch(budgetLocked);
  });

  it('lets a locked account try again once its guesses have left the window, not before', async () => {
    const account = await auth.createAccount();
    const user = (await auth.users.get(account.email))!;
    const { limit } = ACCOUNT_BUDGETS['wrong-codes'];
    for (let attempt = 0; attempt < limit; attempt++) {
      await reserveAttempt(auth.deps, user, 'wrong-codes', CLIENT);
    }
    await messageOf(reserveAttempt(auth.deps, user, 'wrong-codes', CLIENT));
    const lockedUntil = (await auth.users.get(account.email))!.lockedUntil!;
    const secondsLocked = lockedUntil - START.getTime() / 1000;
    expect(lockRefusal({ lockedUntil }, auth.at(secondsLocked - 1).now())?.message).toBe(
      authMessages.lockedOut(1),
    );
    expect(lockRefusal({ lockedUntil }, auth.at(secondsLocked).now())).toBeUndefined();
    const reservation = await reserveAttempt(auth.at(secondsLocked), user, 'wrong-codes', CLIENT);
    await reservation.giveBack();
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
        expect(login.message).toMatch(budgetLocked);
        refusedLocked = true;
        break;
      }
      const actor = await auth.firstStage(account, CLIENT);
      for (let guess = 0; guess < 5; guess++) {
        const message = await messageOf(verifyCode(actor, { securityCode: '000000' }, auth.deps));
        if (budgetLocked.test(message)) {
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
    expect(await messageOf(verifyCode(actor, { securityCode: code }, auth.deps))).toMatch(budgetLocked);
  });

  it(`mails at most ${CODES_ISSUED_BUDGET.limit} codes in any hour, and then refuses a code without locking`, async () => {
    const account = await auth.createAccount();
    for (let signIn = 0; signIn < CODES_ISSUED_BUDGET.limit; signIn++) {
      await logIn(CLIENT, account, auth.at(signIn * 60));
    }
    const eleventh = auth.at(CODES_ISSUED_BUDGET.limit * 60);
    // The ten codes sit in the five-minute slots from 09:00 to 09:10: the first leaves the last hour at 10:05.
    expect(await messageOf(logIn(CLIENT, account, eleventh))).toBe(authMessages.tooManyCodesMailed(55 * 60));
    expect((await auth.users.get(account.email))?.lockedUntil).toBeUndefined();
    expect(auth.outbox.filter((mail) => /was locked/.test(mail.subject))).toEqual([]);
    expect(auth.auditStore.entries.map((entry) => entry.action)).toContain('auth.codes-refused');
    await expect(logIn(CLIENT, account, auth.at(65 * 60))).resolves.toHaveProperty('token');
  });
});
