/**
 * Wires the sign-in domain to DynamoDB, SES, the derived keys and the system clock, as the Lambda functions
 * (and the local stack, which runs the same handlers) run it; domain tests use memory-auth.ts instead.
 */
import {
  consumeCode,
  getCode,
  putCode,
  recordWrongCode,
  replaceCode,
} from '../../../adapters/dynamodb/auth-codes';
import { consumeResetToken, getResetToken, putResetToken } from '../../../adapters/dynamodb/reset-tokens';
import { tryConsume } from '../../../adapters/dynamodb/throttles';
import {
  clearFailedLogins,
  createUser,
  getUser,
  lockUser,
  recordFailedLogin,
  recordSignIn,
  setPassword,
} from '../../../adapters/dynamodb/users';
import { startJob } from '../../../adapters/jobs';
import { sendEmail } from '../../../adapters/ses';
import { derivedKey } from '../../../adapters/signing-secret';
import { config } from '../../../config';
import { auditLog } from '../../audit';
import type { AuthDependencies, UserStore } from '../../../domain/auth/ports';
import { systemClock } from '../../../domain/clock';

export const userStore: UserStore = {
  get: getUser,
  create: createUser,
  recordFailedLogin,
  lock: lockUser,
  clearFailedLogins,
  setPassword,
  recordSignIn,
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
