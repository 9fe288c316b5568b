/**
 * The authorizer's wiring: the product's clock, the token keys (the signing secret; staff and clients each
 * their own), and the stored user or client account and session (DynamoDB).
 */
import { productClock } from '../../adapters/clock';
import { getUserAndSession, touchSession } from '../../adapters/dynamodb/sessions';
import { clientTokenKeys, tokenKeys } from '../../adapters/signing-secret';
import { clientAccountStore } from '../../adapters/dynamodb/client-accounts';

export function authorizerDependencies() {
  return {
    now: productClock,
    tokenKeys,
    getUserAndSession,
    touchSession,
    clientTokenKeys,
    /** A client's account and session, from the client-accounts table (never a staff table). */
    async getClientAndSession(email: string, sessionId: string) {
      const [account, session] = await Promise.all([
        clientAccountStore.account(email),
        clientAccountStore.session(sessionId),
      ]);
      return { account, session };
    },
    touchClientSession: clientAccountStore.touchSession,
  };
}
