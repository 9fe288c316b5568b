/**
 * The composition root: every domain wired to its adapters (DynamoDB, SES, S3, the derived keys, jobs,
 * the system clock), as the Lambda functions and the local stack (which runs the same handlers) run them.
 * Domain tests pass in-memory ports instead (backend/domain/auth/memory-auth.ts, MemoryAuditStore). Each
 * function builds only what its handlers call, and esbuild leaves out of a Lambda's bundle what it does not.
 */
import { randomUUID } from 'node:crypto';
import { SEED_ARTICLE_SLUGS } from '../contract/news-seed';
import { auditStore, listAuditEntries } from '../adapters/dynamodb/audit-log';
import { consumeCode, getCode, putCode, recordWrongCode, replaceCode } from '../adapters/dynamodb/auth-codes';
import { inboxStore } from '../adapters/dynamodb/consultation-inbox';
import { consultationStore } from '../adapters/dynamodb/consultations';
import { documentStore } from '../adapters/dynamodb/documents';
import { postStore } from '../adapters/dynamodb/posts';
import { consumeResetToken, getResetToken, putResetToken } from '../adapters/dynamodb/reset-tokens';
import { addActiveAdministrator, removeActiveAdministrator } from '../adapters/dynamodb/staff-guards';
import { tryConsume } from '../adapters/dynamodb/throttles';
import {
  bumpTokenVersion,
  clearFailedLogins,
  createUser,
  getUser,
  listActiveStaff,
  listUsers,
  lockUser,
  recordFailedLogin,
  recordSignIn,
  setAdmin,
  setDisabled,
  setName,
  setPassword,
} from '../adapters/dynamodb/users';
import { startJob } from '../adapters/jobs';
import { documentObjects } from '../adapters/s3/documents';
import { publishExport } from '../adapters/s3/exports';
import { sendEmail } from '../adapters/ses';
import { derivedKey } from '../adapters/signing-secret';
import { config } from '../config';
import { CONSULTATION_RATE_LIMIT } from '../contract/consultation';
import { createAuditLog, type AuditLog } from '../domain/audit/audit-log';
import type { AuthDependencies, UserStore } from '../domain/auth/ports';
import { systemClock } from '../domain/clock';
import type { SubmitConsultationDeps } from '../domain/consultations/submit-consultation';
import type { WorkDeps } from '../domain/consultations/work-consultation';
import type { LibraryDependencies } from '../domain/documents/library';
import type { PostsDependencies } from '../domain/posts/posts';
import type { StaffDependencies } from '../domain/staff/ports';
import { deliverNoticeAndAcknowledgement } from './consultation-delivery';

export function auditLog(): AuditLog {
  return createAuditLog(auditStore, { retentionDays: config().auditRetentionDays });
}

export const userStore: UserStore = {
  get: getUser,
  create: createUser,
  recordFailedLogin,
  lock: lockUser,
  clearFailedLogins,
  setPassword,
  recordSignIn,
};

/** Sign-in, codes, reset links and sign-up. */
export function authDependencies(): AuthDependencies {
  return {
    now: systemClock,
    users: userStore,
    codes: { get: getCode, put: putCode, replace: replaceCode, recordWrongCode, consume: consumeCode },
    resetTokens: { get: getResetToken, put: putResetToken, consume: consumeResetToken },
    rateLimiter: { tryConsume },
    sendMail: sendEmail,
    resetLinks: { enqueue: (job) => startJob(config().resetMailerFunction, job) },
    keys: {
      tokenSigning: () => derivedKey('token-signing'),
      codeHashing: () => derivedKey('code-hashing'),
      resetTokenHashing: () => derivedKey('reset-token-hashing'),
    },
    audit: auditLog(),
    siteUrl: config().siteUrl,
  };
}

/** Creating staff accounts. */
export function accountDependencies() {
  return { users: userStore, audit: auditLog(), now: systemClock };
}

/** Staff administration and a user's own account. */
export function staffDependencies(): StaffDependencies {
  return {
    ...authDependencies(),
    users: { ...userStore, list: listUsers, setName, setDisabled, setAdmin, bumpTokenVersion },
    administrators: { add: addActiveAdministrator, remove: removeActiveAdministrator },
    auditEntries: { list: listAuditEntries },
  };
}

/** The consultation inbox. */
export function inboxDependencies(): WorkDeps {
  return { store: inboxStore, users: userStore, audit: auditLog() };
}

/** The inbox's CSV export, published to the documents bucket's `exports/`. */
export function inboxExportDependencies() {
  return { ...inboxDependencies(), publish: publishExport };
}

/** A person sending a request's notice again. */
export function noticeResendDependencies() {
  return { ...inboxDependencies(), deliver: deliverNoticeAndAcknowledgement };
}

/** The assignee picker's view of the staff directory. */
export function staffDirectoryDependencies() {
  return { directory: { listActive: listActiveStaff } };
}

/** The public consultation form, throttled per client address. */
export function submitConsultationDependencies(): SubmitConsultationDeps {
  return {
    store: consultationStore,
    allowRequestFrom: (ip) => tryConsume(`consultation#ip#${ip}`, CONSULTATION_RATE_LIMIT),
  };
}

/** The seed articles' URLs: no post may take one. */
const seedSlugs: ReadonlySet<string> = new Set(SEED_ARTICLE_SLUGS);

/** News posts. */
export function postsDependencies(): PostsDependencies {
  return {
    posts: postStore,
    audit: auditLog(),
    publicPages: { start: (change) => startJob(config().publicPagesFunction, change) },
    reservedSlugs: seedSlugs,
    now: systemClock,
    newId: randomUUID,
  };
}

/** The File Manager. */
export function libraryDependencies(): LibraryDependencies {
  return { store: documentStore, objects: documentObjects, audit: auditLog(), now: systemClock };
}
