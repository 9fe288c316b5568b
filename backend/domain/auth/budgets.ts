/**
 * Budgets per account, on top of the limits per network and the five tries a code gets: however many
 * networks an attacker uses and however often a correct password restarts the code, an account only
 * answers so many attempts in the last hour or day. The windows slide (sliding-window.ts): nothing resets
 * at midnight or on the hour.
 *
 * A budget of guesses (wrong codes, wrong passwords) reserves an attempt before it is checked and gives it
 * back when it was right, so concurrent guesses cannot slip past; past it the account locks until the
 * window holds fewer guesses again, and its owner is emailed. The budget of codes mailed only refuses to
 * mail more: it locks nothing, so a person who signs in often is never locked out of other factors.
 */
import { actorOf, clientFields, userTarget, type ClientInfo } from '../audit/audit-context';
import { UserFacingError } from '../errors';
import { accountLockedEmail } from './emails';
import { epochSeconds } from './one-time-secrets';
import { LOCKOUT_SECONDS, authMessages } from './policy';
import type { AuthDependencies, RateLimit } from './ports';
import { countInWindow, nextAllowedAt } from './sliding-window';
import type { StoredUser } from './user';

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/** The budget of security codes mailed per account (sign-in, "request a new code" and step-up together). */
export const CODES_ISSUED_BUDGET: RateLimit = { limit: 10, windowSeconds: HOUR };

/** The budgets of guesses: with the password known, at most 10 codes checked wrong in any 24 hours. */
export const ACCOUNT_BUDGETS = {
  /** Wrong emailed security codes. */
  'wrong-codes': { limit: 10, windowSeconds: DAY },
  /** Wrong authenticator-app codes. */
  'wrong-totp-codes': { limit: 10, windowSeconds: DAY },
  /** Wrong current passwords on /account (a session in the wrong hands guessing the password). */
  'wrong-passwords': { limit: 10, windowSeconds: DAY },
} as const satisfies Record<string, RateLimit>;

export type AccountBudget = keyof typeof ACCOUNT_BUDGETS;

type BudgetDependencies = Pick<AuthDependencies, 'now' | 'users' | 'rateLimiter' | 'sendMail' | 'audit'>;

/** One reserved attempt: give it back when the attempt was right, keep it when it was wrong. */
export interface BudgetReservation {
  giveBack(): Promise<void>;
}

const budgetKey = (budget: string, email: string) => `budget#${budget}#${email}`;

async function lockForBudget(
  deps: BudgetDependencies,
  user: StoredUser,
  budget: AccountBudget,
  client: ClientInfo,
  lockedUntil: number,
) {
  // Locked already until then or later (a concurrent attempt was first): no second email.
  if ((user.lockedUntil ?? 0) >= lockedUntil) return;
  await deps.users.lock(user.email, lockedUntil);
  await deps.audit.recordAfter({
    actor: actorOf(user),
    target: userTarget(user),
    ...clientFields(client),
    action: 'auth.budget-locked',
    outcome: 'denied',
    detail: budget,
  });
  await deps.sendMail(accountLockedEmail(user.email, user.firstName, new Date(lockedUntil * 1000)));
}

/**
 * Reserves one attempt of `budget` for `user`, or, past the budget, locks the account until the window
 * allows an attempt again, tells its owner and refuses (the attempt is then not checked at all).
 */
export async function reserveAttempt(
  deps: BudgetDependencies,
  user: StoredUser,
  budget: AccountBudget,
  client: ClientInfo,
): Promise<BudgetReservation> {
  const now = deps.now();
  const { limit, windowSeconds } = ACCOUNT_BUDGETS[budget];
  const key = budgetKey(budget, user.email);
  const slots = await deps.rateLimiter.addToWindow(key, windowSeconds, 1, now);
  if (countInWindow(slots, now, windowSeconds) > limit) {
    const lockedUntil = nextAllowedAt(slots, limit, now, windowSeconds);
    await lockForBudget(deps, user, budget, client, lockedUntil);
    throw budgetLockRefusal(Math.max(lockedUntil, user.lockedUntil ?? 0) - epochSeconds(now));
  }
  return {
    giveBack: async () => {
      await deps.rateLimiter.addToWindow(key, windowSeconds, -1, now);
    },
  };
}

/**
 * Counts one security code about to be mailed to `user`, or refuses when the last hour's budget of codes is
 * spent, saying how long until one can be sent again. Nothing is locked: passkeys, the authenticator app and
 * recovery codes still work.
 */
export async function reserveCodeToMail(
  deps: Pick<AuthDependencies, 'now' | 'rateLimiter' | 'audit'>,
  user: StoredUser,
  client: ClientInfo,
): Promise<void> {
  const now = deps.now();
  const { limit, windowSeconds } = CODES_ISSUED_BUDGET;
  const key = budgetKey('codes-issued', user.email);
  const slots = await deps.rateLimiter.addToWindow(key, windowSeconds, 1, now);
  if (countInWindow(slots, now, windowSeconds) <= limit) return;
  // The refused code was never mailed: it does not count.
  const after = await deps.rateLimiter.addToWindow(key, windowSeconds, -1, now);
  await deps.audit.recordAfter({
    actor: actorOf(user),
    target: userTarget(user),
    ...clientFields(client),
    action: 'auth.codes-refused',
    outcome: 'denied',
  });
  const wait = nextAllowedAt(after, limit, now, windowSeconds) - epochSeconds(now);
  throw new UserFacingError(authMessages.tooManyCodesMailed(wait), 'TooManyRequests');
}

function budgetLockRefusal(remainingSeconds: number): UserFacingError {
  return new UserFacingError(authMessages.budgetLocked(remainingSeconds), 'TooManyRequests');
}

/**
 * The refusal for a locked account, or undefined when it is not locked, saying how long the lock has left.
 * A lock longer than the lockout after wrong passwords is a budget's, and says so.
 */
export function lockRefusal(user: Pick<StoredUser, 'lockedUntil'>, now: Date): UserFacingError | undefined {
  const remaining = (user.lockedUntil ?? 0) - epochSeconds(now);
  if (remaining <= 0) return undefined;
  if (remaining > LOCKOUT_SECONDS) return budgetLockRefusal(remaining);
  return new UserFacingError(authMessages.lockedOut(remaining), 'TooManyRequests');
}
