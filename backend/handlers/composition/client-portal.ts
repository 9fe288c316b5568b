/**
 * The client portal's wiring. Staff invitations and the sign-in link (their own areas' functions) use the
 * whole: the store, matters, mail, the link's hash key (public-function secret) and the client token's key
 * (signing secret, sign-in only). The signed-in client's operations use `clientSessionDependencies`: the
 * store, matters and the audit log, no secret and no mail, as their function's grants say.
 */
import { productClock } from '../../adapters/clock';
import { clientAccountStore } from '../../adapters/dynamodb/client-accounts';
import { matterStore } from '../../adapters/dynamodb/matters';
import { tryConsume } from '../../adapters/dynamodb/throttles';
import { publicFunctionKey } from '../../adapters/public-function-keys';
import { sendEmail } from '../../adapters/ses';
import { clientTokenKeys } from '../../adapters/signing-secret';
import { config } from '../../config';
import { signClientToken } from '../../domain/auth/tokens';
import type { ClientPortalDependencies } from '../../domain/client-portal/ports';
import { auditLog } from './shared';

export function clientPortalDependencies(): ClientPortalDependencies {
  return {
    clients: clientAccountStore,
    matters: matterStore,
    rateLimiter: { tryConsume },
    sendMail: sendEmail,
    linkKey: () => publicFunctionKey('client-sign-in-hashing'),
    tokens: {
      sign: async (claims, now, expiresAt) =>
        signClientToken(claims, (await clientTokenKeys()).signing, now, expiresAt),
    },
    audit: auditLog(),
    siteUrl: config().siteUrl,
    now: productClock,
  };
}
