/** Sign-in, codes, reset links and sign-in factors: DynamoDB, SES, the reset-link job and the signing secret. */
import {
  consumeCode,
  getCode,
  putCode,
  recordWrongCode,
  replaceCode,
} from '../../adapters/dynamodb/auth-codes';
import { factorStore } from '../../adapters/dynamodb/factors';
import { consumeResetToken, getResetToken, putResetToken } from '../../adapters/dynamodb/reset-tokens';
import { sessionStore } from '../../adapters/dynamodb/sessions';
import { addToCount, tryConsume } from '../../adapters/dynamodb/throttles';
import { productClock } from '../../adapters/clock';
import { startJob } from '../../adapters/jobs';
import { sendEmail } from '../../adapters/ses';
import { derivedKey, tokenKeys } from '../../adapters/signing-secret';
import { config } from '../../config';
import type { AuthDependencies } from '../../domain/auth/ports';
import { relyingPartyOf } from '../../domain/auth/relying-party';
import { auditLog, userStore } from './shared';

/** Sign-in, codes, reset links and sign-up. */
export function authDependencies(): AuthDependencies {
  return {
    now: productClock,
    users: userStore,
    codes: { get: getCode, put: putCode, replace: replaceCode, recordWrongCode, consume: consumeCode },
    resetTokens: { get: getResetToken, put: putResetToken, consume: consumeResetToken },
    rateLimiter: { tryConsume, add: addToCount },
    sessions: sessionStore,
    sendMail: sendEmail,
    resetLinks: { enqueue: (job) => startJob(config().resetMailerFunction, job) },
    keys: {
      tokenSigning: async () => (await tokenKeys()).signing,
      codeHashing: () => derivedKey('code-hashing'),
      resetTokenHashing: () => derivedKey('reset-token-hashing'),
      factorSealing: () => derivedKey('factor-sealing'),
      recoveryCodeHashing: () => derivedKey('recovery-code-hashing'),
    },
    audit: auditLog(),
    factors: factorStore,
    relyingParty: relyingPartyOf(config().siteUrl),
    siteUrl: config().siteUrl,
  };
}
