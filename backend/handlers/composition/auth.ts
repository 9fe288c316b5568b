/**
 * Sign-in, codes, reset links and sign-in factors: DynamoDB, SES and the signing secret. Starting the
 * reset-link job (Lambda) is wired apart, in reset-request.ts: only `user(email)` starts it.
 */
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
import { addToWindow, tryConsume } from '../../adapters/dynamodb/throttles';
import { productClock } from '../../adapters/clock';
import { sendEmail } from '../../adapters/ses';
import { derivedKey, tokenKeys } from '../../adapters/signing-secret';
import { config } from '../../config';
import type { AuthDependencies } from '../../domain/auth/ports';
import { relyingPartyOf } from '../../domain/auth/relying-party';
import { auditLog, userStore } from './shared';

/** Sign-in, codes, reset links, factors and sign-up. */
export function authDependencies(): AuthDependencies {
  return {
    now: productClock,
    users: userStore,
    codes: { get: getCode, put: putCode, replace: replaceCode, recordWrongCode, consume: consumeCode },
    resetTokens: { get: getResetToken, put: putResetToken, consume: consumeResetToken },
    rateLimiter: { tryConsume, addToWindow },
    sessions: sessionStore,
    sendMail: sendEmail,
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
