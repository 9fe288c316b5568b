/**
 * The AppSync Lambda authorizer. A bare `Bearer` (a signed-out visitor) is anonymous; any token must be
 * a valid HS256 token whose version matches the stored user. Resolvers check again what they require.
 */
import type { AppSyncAuthorizerEvent, AppSyncAuthorizerResult } from 'aws-lambda';
import { derivedKey } from '../../adapters/signing-secret';
import { getUser } from '../../adapters/dynamodb/users';
import { InvalidTokenError, verifyToken } from '../../domain/auth/tokens';
import type { Caller } from '../../domain/auth/user';
import { toResolverContext } from './identity';
import { AUTHORIZER_CACHE_TTL_SECONDS } from './registry';

export async function identify(authorization: string, now = new Date()): Promise<Caller | undefined> {
  const match = /^Bearer(?:\s+(\S*))?\s*$/i.exec(authorization.trim());
  if (!match) return undefined;
  const token = match[1];
  if (!token) return { kind: 'anonymous' };
  try {
    const claims = await verifyToken(token, await derivedKey('token-signing'), now);
    const user = await getUser(claims.sub);
    if (!user || user.disabled || user.tokenVersion !== claims.ver) return undefined;
    return claims.kind === 'session'
      ? { kind: 'session', email: user.email, tokenVersion: user.tokenVersion, isAdmin: user.isAdmin }
      : { kind: 'mfa', email: user.email, tokenVersion: user.tokenVersion };
  } catch (error) {
    if (error instanceof InvalidTokenError) return undefined;
    throw error;
  }
}

export async function handler(
  event: AppSyncAuthorizerEvent,
): Promise<AppSyncAuthorizerResult<Record<string, string>>> {
  const identity = await identify(event.authorizationToken ?? '');
  if (!identity) return { isAuthorized: false };
  return {
    isAuthorized: true,
    resolverContext: toResolverContext(identity),
    ttlOverride: identity.kind === 'anonymous' ? AUTHORIZER_CACHE_TTL_SECONDS : 0,
  };
}
