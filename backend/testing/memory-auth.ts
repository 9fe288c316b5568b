/**
 * In-memory implementations of the auth ports, for the domain's own tests: the same contract as the
 * DynamoDB adapters (conditional writes included: no overwriting an account, a code or token used once,
 * fixed-window rate limits), so the sign-in and reset rules are tested without dynalite. The DynamoDB
 * adapters keep their own integration tests through the handlers.
 */
import { SILENT_LOG } from '../../backend/domain/log';
import { randomBytes, randomUUID } from 'node:crypto';
import type { ClientInfo } from '../domain/audit/audit-context';
import type { Email } from '../domain/mail/email';
import { checkedActor, type FirstStageActor, type StaffActor } from '../domain/auth/callers';
import { buildNewUser } from '../domain/auth/new-user';
import { mailResetLink } from '../domain/auth/password-reset';
import { relyingPartyOf } from '../domain/auth/relying-party';
import type {
  CodeKey,
  CodeRecord,
  CodeStore,
  RateLimit,
  RateLimiter,
  ResetRequestDependencies,
  ResetTokenRecord,
  ResetTokenStore,
  UserStore,
} from '../domain/auth/ports';
import { DuplicateUserError, normaliseEmail, type StoredUser } from '../domain/auth/user';
import { slotOf, slotsOfWindow, type SlotCount } from '../domain/auth/sliding-window';
import { createAuditLog } from '../domain/audit/audit-log';
import { MemoryAuditStore } from './memory-audit-store';
import { MemorySessionStore } from './memory-sessions';
import { MemoryFactorStore } from './memory-factors';

export class MemoryUserStore implements UserStore {
  protected readonly users = new Map<string, StoredUser>();

  async get(email: string): Promise<StoredUser | undefined> {
    const user = this.users.get(normaliseEmail(email));
    return user && { ...user };
  }

  async create(user: StoredUser): Promise<void> {
    if (this.users.has(user.email)) throw new DuplicateUserError(user.email);
    this.users.set(user.email, { ...user });
  }

  async recordFailedLogin(email: string): Promise<number> {
    const user = this.existing(email);
    user.failedLogins = (user.failedLogins ?? 0) + 1;
    return user.failedLogins;
  }

  async lock(email: string, lockedUntil: number): Promise<void> {
    Object.assign(this.existing(email), { lockedUntil, failedLogins: 0 });
  }

  async clearFailedLogins(email: string): Promise<void> {
    const user = this.existing(email);
    delete user.failedLogins;
    delete user.lockedUntil;
  }

  async setPassword(email: string, passwordHash: string): Promise<void> {
    const user = this.existing(email);
    Object.assign(user, { passwordHash, tokenVersion: user.tokenVersion + 1 });
    delete user.failedLogins;
    delete user.lockedUntil;
  }

  async recordSignIn(email: string, at: string): Promise<void> {
    this.existing(email).lastSignInAt = at;
  }

  /** Like the adapter's conditional update: changing an account that does not exist fails. */
  protected existing(email: string): StoredUser {
    const user = this.users.get(normaliseEmail(email));
    if (!user) throw new Error(`No account ${email}`);
    return user;
  }
}

export class MemoryCodeStore implements CodeStore {
  private readonly records = new Map<string, CodeRecord>();

  /** One record per account and purpose, as the table keeps them. */
  private readonly keyOf = ({ email, purpose }: CodeKey) => `${purpose} ${email}`;

  async get(key: CodeKey): Promise<CodeRecord | undefined> {
    const record = this.records.get(this.keyOf(key));
    return record && { ...record };
  }

  async put(record: CodeRecord): Promise<void> {
    this.records.set(this.keyOf(record), { ...record });
  }

  async replace(record: Omit<CodeRecord, 'failedAttempts'>, maxAttempts: number): Promise<boolean> {
    const current = this.records.get(this.keyOf(record));
    if (!current || current.failedAttempts >= maxAttempts) return false;
    Object.assign(current, record);
    return true;
  }

  async recordWrongCode(key: CodeKey): Promise<number> {
    const current = this.records.get(this.keyOf(key));
    if (!current) return Number.POSITIVE_INFINITY;
    current.failedAttempts += 1;
    return current.failedAttempts;
  }

  async consume(key: CodeKey, codeHash: string, maxAttempts: number): Promise<boolean> {
    const current = this.records.get(this.keyOf(key));
    if (!current || current.codeHash !== codeHash || current.failedAttempts >= maxAttempts) return false;
    this.records.delete(this.keyOf(key));
    return true;
  }
}

export class MemoryResetTokenStore implements ResetTokenStore {
  private readonly records = new Map<string, ResetTokenRecord>();

  async get(tokenHash: string): Promise<ResetTokenRecord | undefined> {
    const record = this.records.get(tokenHash);
    return record && { ...record };
  }

  async put(record: ResetTokenRecord): Promise<void> {
    if (this.records.has(record.tokenHash)) throw new Error('Reset token hash already stored');
    this.records.set(record.tokenHash, { ...record });
  }

  async consume(tokenHash: string): Promise<boolean> {
    return this.records.delete(tokenHash);
  }
}

/** Keyed like the DynamoDB throttles: fixed windows for limits, slots for the budgets' sliding windows. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly counts = new Map<string, number>();

  async tryConsume(key: string, { limit, windowSeconds }: RateLimit, now: Date): Promise<boolean> {
    const window = Math.floor(Math.floor(now.getTime() / 1000) / windowSeconds);
    const counter = `${key}#${windowSeconds}#${window}`;
    const count = this.counts.get(counter) ?? 0;
    if (count >= limit) return false;
    this.counts.set(counter, count + 1);
    return true;
  }

  async addToWindow(key: string, windowSeconds: number, delta: number, at: Date): Promise<SlotCount[]> {
    const counter = (slot: number) => `${key}#${windowSeconds}#slot#${slot}`;
    const current = counter(slotOf(at, windowSeconds));
    this.counts.set(current, (this.counts.get(current) ?? 0) + delta);
    return slotsOfWindow(at, windowSeconds).map((slot) => ({
      slot,
      count: this.counts.get(counter(slot)) ?? 0,
    }));
  }
}

/** A clock the test moves. */
export class TestClock {
  constructor(private current: Date) {}

  readonly now = () => new Date(this.current);

  set(time: Date): void {
    this.current = new Date(time);
  }
}

export interface TestAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export interface MemoryAuth<Users extends MemoryUserStore = MemoryUserStore> {
  deps: ResetRequestDependencies & { users: Users; factors: MemoryFactorStore };
  users: Users;
  auditStore: MemoryAuditStore;
  /** Every email sent, oldest first. */
  outbox: Email[];
  /** The dependencies with the clock set `seconds` after the start. */
  at(seconds: number): ResetRequestDependencies;
  /** A staff account stored through the domain's own rules. */
  createAccount(overrides?: Partial<TestAccount>): Promise<TestAccount>;
  /** The newest email to `to` whose subject matches; throws when there is none. */
  lastEmail(to: string, subject: RegExp): Email;
  /** The code in the newest security-code email to `to`. */
  lastCode(to: string): string;
  /** The actor the resolver wrapper hands the code step for the account's first-stage token. */
  firstStage(account: TestAccount, client: ClientInfo): Promise<FirstStageActor>;
  /** The actor the resolver wrapper hands a staff operation for the account's session `session-1`. */
  staff(account: TestAccount, client: ClientInfo): Promise<StaffActor>;
}

/** A stored account as the domain's tests need one: Dana Whitfield, staff, token version 1. */
export function storedUser(email: string, overrides: Partial<StoredUser> = {}): StoredUser {
  return {
    email,
    _id: `id-${email}`,
    firstName: 'Dana',
    lastName: 'Whitfield',
    passwordHash: 'hash',
    isAdmin: false,
    tokenVersion: 1,
    createdAt: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

/**
 * The auth dependencies, all in memory, with keys of their own and a clock starting at `start`; `users`
 * may be a store with more to it (the staff domain's).
 */
export function memoryAuth<Users extends MemoryUserStore = MemoryUserStore>(
  start: Date,
  siteUrl = 'https://site.test',
  users: Users = new MemoryUserStore() as Users,
): MemoryAuth<Users> {
  const auditStore = new MemoryAuditStore();
  const clock = new TestClock(start);
  const outbox: Email[] = [];
  const key = () => {
    const bytes = new Uint8Array(randomBytes(32));
    return () => Promise.resolve(bytes);
  };
  const tokenKey = Promise.resolve({ kid: 'test', key: new Uint8Array(randomBytes(32)) });
  const deps: ResetRequestDependencies & { users: Users; factors: MemoryFactorStore } = {
    now: clock.now,
    users,
    codes: new MemoryCodeStore(),
    resetTokens: new MemoryResetTokenStore(),
    rateLimiter: new MemoryRateLimiter(),
    sessions: new MemorySessionStore(),
    sendMail: async (email) => outbox.push(email),
    // In AWS the job runs after the answer; here at once, so a test reads the outbox right after the call.
    resetLinks: { enqueue: (job) => mailResetLink(job, deps) },
    keys: {
      tokenSigning: () => tokenKey,
      codeHashing: key(),
      resetTokenHashing: key(),
      factorSealing: key(),
      recoveryCodeHashing: key(),
    },
    audit: createAuditLog(auditStore, { now: clock.now, log: SILENT_LOG }),
    factors: new MemoryFactorStore(),
    relyingParty: relyingPartyOf(siteUrl),
    siteUrl,
  };
  return {
    deps,
    users,
    auditStore,
    outbox,
    at(seconds) {
      clock.set(new Date(start.getTime() + seconds * 1000));
      return deps;
    },
    async createAccount(overrides = {}) {
      const account = {
        email: `staff-${randomUUID().slice(0, 8)}@example.com`,
        password: 'Correct#Horse1',
        firstName: 'Dana',
        lastName: 'Whitfield',
        ...overrides,
      };
      await users.create(await buildNewUser({ ...account, isAdmin: false }, clock.now()));
      return account;
    },
    lastEmail(to, subject) {
      const mail = outbox.filter((email) => email.to === to && subject.test(email.subject)).at(-1);
      if (!mail) throw new Error(`No email to ${to} matching ${subject}`);
      return mail;
    },
    lastCode(to) {
      const code = /security code is (\d+)/.exec(this.lastEmail(to, /security code/).text)?.[1];
      if (!code) throw new Error('The email holds no security code');
      return code;
    },
    firstStage(account, client) {
      return checkedActor(
        'first-stage',
        { kind: 'mfa', email: account.email, tokenVersion: 1 },
        client,
        users,
      );
    },
    staff(account, client) {
      return checkedActor(
        'staff',
        { kind: 'session', email: account.email, tokenVersion: 1, isAdmin: false, sessionId: 'session-1' },
        client,
        users,
      );
    },
  };
}
