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
  setPassword,
} from '../../../adapters/dynamodb/users';
import { sendEmail } from '../../../adapters/ses';
import { derivedKey } from '../../../adapters/signing-secret';
import { config } from '../../../config';
import type { AuthDependencies, UserStore } from '../../../domain/auth/ports';
import { systemClock } from '../../../domain/clock';

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
