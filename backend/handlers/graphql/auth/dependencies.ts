/** Wires the sign-in domain to DynamoDB, SES and the derived keys, as the Lambda functions run it. */
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
import { sendEmail } from '../../../adapters/ses';
import { derivedKey } from '../../../adapters/signing-secret';
import { config } from '../../../config';
import { auditLog } from '../../audit';
import type { AuthDependencies, UserStore } from '../../../domain/auth/ports';

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
    audit: auditLog(),
    siteUrl: config().siteUrl,
  };
}
