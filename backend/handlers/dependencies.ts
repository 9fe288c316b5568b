/**
 * The composition root: the one place that wires the domain's ports to DynamoDB, SES, S3 and the derived
 * keys. Lambda handlers and the local stack (which runs the same handlers) both build their dependencies
 * here; domain tests use the in-memory implementations instead.
 */
import { auditStore } from '../adapters/dynamodb/audit-log';
import { consumeCode, getCode, putCode, recordWrongCode, replaceCode } from '../adapters/dynamodb/auth-codes';
import { consultationStore } from '../adapters/dynamodb/consultations';
import { consumeResetToken, getResetToken, putResetToken } from '../adapters/dynamodb/reset-tokens';
import { tryConsume } from '../adapters/dynamodb/throttles';
import {
  clearFailedLogins,
  createUser,
  getUser,
  lockUser,
  recordFailedLogin,
  setPassword,
} from '../adapters/dynamodb/users';
import { sendEmail } from '../adapters/ses';
import { derivedKey } from '../adapters/signing-secret';
import { config } from '../config';
import { CONSULTATION_RATE_LIMIT } from '../contract/consultation';
import { createAuditLog, type AuditLog } from '../domain/audit/audit-log';
import type { AuthDependencies, UserStore } from '../domain/auth/ports';
import { systemClock } from '../domain/clock';
import { MailNotSentError, type DeliverNoticeDeps } from '../domain/consultations/deliver-notice';
import type { Email } from '../domain/mail/email';
import type { SubmitConsultationDeps } from '../domain/consultations/submit-consultation';

export const userStore: UserStore = {
  get: getUser,
  create: createUser,
  recordFailedLogin,
  lock: lockUser,
  clearFailedLogins,
  setPassword,
};

/** Each handler touches only the parts it calls (registry.ts lists them for IAM). */
export function authDependencies(): AuthDependencies {
  return {
    now: systemClock,
    users: userStore,
    codes: {
      get: getCode,
      put: putCode,
      replace: replaceCode,
      recordWrongCode,
      consume: consumeCode,
    },
    resetTokens: { get: getResetToken, put: putResetToken, consume: consumeResetToken },
    rateLimiter: { tryConsume },
    sendMail: sendEmail,
    keys: {
      tokenSigning: () => derivedKey('token-signing'),
      codeHashing: () => derivedKey('code-hashing'),
      resetTokenHashing: () => derivedKey('reset-token-hashing'),
    },
    siteUrl: config().siteUrl,
  };
}

export function submitConsultationDependencies(): SubmitConsultationDeps {
  return {
    now: systemClock,
    store: consultationStore,
    allowRequestFrom: (ip) => tryConsume(`consultation#ip#${ip}`, CONSULTATION_RATE_LIMIT),
  };
}

/** Errors that prove the message never reached SES: it refused it, or no connection was made. */
const NEVER_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']);

function certainlyNotSent(error: unknown): boolean {
  const details = error as { code?: unknown; $metadata?: { httpStatusCode?: number } } | null;
  return (
    details?.$metadata?.httpStatusCode !== undefined ||
    (typeof details?.code === 'string' && NEVER_CONNECTED.has(details.code))
  );
}

async function sendOrExplain(email: Email): Promise<string> {
  try {
    return await sendEmail(email);
  } catch (error) {
    if (certainlyNotSent(error)) throw new MailNotSentError(String(error), { cause: error });
    throw error;
  }
}

export function noticeDependencies(): DeliverNoticeDeps {
  return {
    now: systemClock,
    store: consultationStore,
    send: sendOrExplain,
    firmInfoEmail: config().firmInfoEmail,
  };
}

export function auditLog(): AuditLog {
  return createAuditLog(auditStore, { retentionDays: config().auditRetentionDays });
}
