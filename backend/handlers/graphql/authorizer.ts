/**
 * The AppSync Lambda authorizer. First it refuses any request that did not come through CloudFront (no
 * valid origin header). Then a bare `Bearer` (a signed-out visitor) is anonymous; any token must be a valid
 * HS256 token whose version matches the stored user. Resolvers check again what they require. The viewer's
 * address travels to the resolvers in the resolver context, read here from a verified request only.
 */
import type { AppSyncAuthorizerEvent, AppSyncAuthorizerResult } from 'aws-lambda';
import { isLiveSession, needsTouch } from '../../domain/auth/sessions';
import { InvalidTokenError, verifyClientToken, verifyToken } from '../../domain/auth/tokens';
import { clientSessionNeedsTouch, isLiveClientSession } from '../../domain/client-portal/sessions';
import type { Caller } from '../../domain/auth/user';
import { viewerIp } from '../../domain/edge/origin-verification';
import { authorizerDependencies } from '../composition/authorizer';
import { cameThroughCloudFront } from '../composition/origin';
import { toResolverContext } from './identity';
import { AUTHORIZER_CACHE_TTL_SECONDS } from './registry';

export async function identify(
  authorization: string,
  deps = authorizerDependencies(),
): Promise<Caller | undefined> {
  const now = deps.now();
  const match = /^Bearer(?:\s+(\S*))?\s*$/i.exec(authorization.trim());
  if (!match) return undefined;
  const token = match[1];
  if (!token) return { kind: 'anonymous' };
  try {
    return await identifyStaff(token, now, deps);
  } catch (error) {
    if (!(error instanceof InvalidTokenError)) throw error;
  }
  try {
    return await identifyClient(token, now, deps);
  } catch (error) {
    if (error instanceof InvalidTokenError) return undefined;
    throw error;
  }
}

type AuthorizerDependencies = ReturnType<typeof authorizerDependencies>;

/** A staff token (staff audience and keys): its user, and its live session after the second factor. */
async function identifyStaff(
  token: string,
  now: Date,
  deps: AuthorizerDependencies,
): Promise<Caller | undefined> {
  const claims = await verifyToken(token, await deps.tokenKeys(), now);
  const sessionId = claims.kind === 'session' ? claims.sid : undefined;
  const { user, session } = await deps.getUserAndSession(claims.sub, sessionId);
  if (!user || user.disabled || user.tokenVersion !== claims.ver) return undefined;
  if (!sessionId) return { kind: 'mfa', email: user.email, tokenVersion: user.tokenVersion };
  if (!isLiveSession(session, user.email, now)) return undefined;
  if (needsTouch(session, now)) await deps.touchSession(session.id, now.toISOString());
  return {
    kind: 'session',
    email: user.email,
    tokenVersion: user.tokenVersion,
    isAdmin: user.isAdmin,
    sessionId: session.id,
  } satisfies Caller;
}

/**
 * A client's token (client audience and keys, so no staff token passes here nor a client's token above):
 * its account at the same token version, and its live client session.
 */
async function identifyClient(
  token: string,
  now: Date,
  deps: AuthorizerDependencies,
): Promise<Caller | undefined> {
  const claims = await verifyClientToken(token, await deps.clientTokenKeys(), now);
  const { account, session } = await deps.getClientAndSession(claims.sub, claims.sid);
  if (!account || account.tokenVersion !== claims.ver) return undefined;
  if (!isLiveClientSession(session, account.email, now)) return undefined;
  if (clientSessionNeedsTouch(session, now)) await deps.touchClientSession(session.id, now.toISOString());
  return { kind: 'client', email: account.email, tokenVersion: account.tokenVersion, sessionId: session.id };
}

export async function handler(
  event: AppSyncAuthorizerEvent,
): Promise<AppSyncAuthorizerResult<Record<string, string>>> {
  const refused = { isAuthorized: false, ttlOverride: AUTHORIZER_CACHE_TTL_SECONDS };
  if (!(await cameThroughCloudFront(event.requestHeaders))) return refused;
  const identity = await identify(event.authorizationToken ?? '');
  if (!identity) return refused;
  return {
    isAuthorized: true,
    resolverContext: toResolverContext(identity, viewerIp(event.requestHeaders)),
    ttlOverride: AUTHORIZER_CACHE_TTL_SECONDS,
  };
}
