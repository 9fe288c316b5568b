/**
 * The wiring every GraphQL function and most others share: the audit log, the user store, the firm's
 * settings and the checks the resolver wrapper makes (step-up, factor policy). DynamoDB only, so importing
 * it costs a function no other AWS SDK package.
 */
import { log } from '../../adapters/log';
import { auditOutbox, auditStore } from '../../adapters/dynamodb/audit-log';
import { factorStore } from '../../adapters/dynamodb/factors';
import { settingsStore } from '../../adapters/dynamodb/firm-settings';
import { sessionStore } from '../../adapters/dynamodb/sessions';
import { clientAccountStore } from '../../adapters/dynamodb/client-accounts';
import {
  clearFailedLogins,
  createUser,
  getUser,
  lockUser,
  recordFailedLogin,
  recordSignIn,
  setPassword,
} from '../../adapters/dynamodb/users';
import { productClock } from '../../adapters/clock';
import { AUDIT_OUTBOX_WAITING, metricLine } from '../../adapters/metrics';
import { config, runningFunctionName } from '../../config';
import { createAuditLog, type AuditLog } from '../../domain/audit/audit-log';
import { requireEnrolledWhereRequired } from '../../domain/auth/factor-policy';
import type { UserStore } from '../../domain/auth/ports';
import type { CallerStores } from '../../domain/auth/callers';
import type { StoredUser } from '../../domain/auth/user';
import { currentSettings } from '../../domain/settings/firm-settings';

export function auditLog(): AuditLog {
  return createAuditLog(auditStore, {
    retentionDays: config().auditRetentionDays,
    now: productClock,
    outbox: auditOutbox,
    log,
  });
}

/** The firm's settings in force, read when a decision needs them. */
export const firmSettings = () => currentSettings(settingsStore);

export const userStore: UserStore = {
  get: getUser,
  create: createUser,
  recordFailedLogin,
  lock: lockUser,
  clearFailedLogins,
  setPassword,
  recordSignIn,
};

/** Where the resolver wrapper finds the account behind a token: staff users, and clients' accounts. */
export const callerStores: CallerStores = { get: getUser, clientAccount: clientAccountStore.account };

/** The step-up check the resolver wrapper makes for operations that ask for a recent second factor. */
export const stepUpDependencies = () => ({ now: productClock, sessions: sessionStore });

/** The firm's factor policy, checked by the resolver wrapper for every staff operation but enrolment. */
export const enrolmentCheck = (user: StoredUser) =>
  requireEnrolledWhereRequired(user, { factors: factorStore, now: productClock });

/** The sweeper's drain of audit entries held after a failed write. */
export const auditDrainDependencies = () => ({ store: auditStore, outbox: auditOutbox });

/**
 * How many audit entries still wait, as the log line CloudWatch turns into the metric the operators'
 * alarm reads.
 */
export const auditWaitingMetric = (waiting: number) =>
  metricLine(AUDIT_OUTBOX_WAITING, waiting, runningFunctionName());
