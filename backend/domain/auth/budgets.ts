/**
 * Budgets per account, on top of the limits per network and the five tries a code gets: however many
 * networks an attacker uses and however often a correct password restarts the code, an account only
 * answers so many attempts per hour or day. An attempt is reserved before it is checked and given back
 * when it was right, so concurrent guesses cannot slip past the budget. Past a budget the account locks
 * (like the lockout after wrong passwords) until the budget's window ends, and its owner is emailed.
 */
import { actorOf, clientFields, userTarget, type ClientInfo } from '../audit/audit-context';
import { UserFacingError } from '../errors';
import { accountLockedEmail } from './emails';
import { epochSeconds } from './one-time-secrets';
import { LOCKOUT_SECONDS, authMessages } from './policy';
import type { AuthDependencies, RateLimit } from './ports';
import type { StoredUser } from './user';

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/**
 * The budgets. Windows are fixed (the hour, the UTC day): with the password known, at most 10 security
 * codes are checked wrong per account per day, whatever the number of sign-ins, resends and networks.
 */
export const ACCOUNT_BUDGETS = {
  /** Security codes mailed (sign-in and "request a new code" together). */
  'codes-issued': { limit: 10, windowSeconds: HOUR },
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

const budgetKey = (budget: AccountBudget, email: string) => `budget#${budget}#${email}`;

/** The end of the window holding `now`, in epoch seconds: how long a budget lock lasts. */
function windowEnd({ windowSeconds }: RateLimit, now: Date): number {
  return (Math.floor(epochSeconds(now) / windowSeconds) + 1) * windowSeconds;
}

async function lockForBudget(
  deps: BudgetDependencies,
  user: StoredUser,
  budget: AccountBudget,
  client: ClientInfo,
  now: Date,
) {
  const lockedUntil = windowEnd(ACCOUNT_BUDGETS[budget], now);
  // Locked already by this budget (a concurrent attempt was first): no second email.
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
 * Reserves one attempt of `budget` for `user`, or, past the budget, locks the account, tells its owner and
 * refuses (the attempt is then not checked at all).
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
  const count = await deps.rateLimiter.add(key, windowSeconds, 1, now);
  if (count > limit) {
    await lockForBudget(deps, user, budget, client, now);
    throw new UserFacingError(authMessages.budgetLocked, 'TooManyRequests');
  }
  return {
    giveBack: async () => {
      await deps.rateLimiter.add(key, windowSeconds, -1, now);
    },
  };
}

/**
 * The refusal for a locked account, or undefined when it is not locked. A lock longer than the lockout
 * after wrong passwords is a budget's, and says so instead of naming the lockout's minutes.
 */
export function lockRefusal(user: Pick<StoredUser, 'lockedUntil'>, now: Date): UserFacingError | undefined {
  const remaining = (user.lockedUntil ?? 0) - epochSeconds(now);
  if (remaining <= 0) return undefined;
  const message = remaining > LOCKOUT_SECONDS ? authMessages.budgetLocked : authMessages.lockedOut;
  return new UserFacingError(message, 'TooManyRequests');
}
