/**
 * Who is calling, as the authorizer saw it. AppSync hands the authorizer's `resolverContext` (a map of
 * strings) to every resolver; these helpers write and read it so both sides agree on its shape. It also
 * carries the viewer's IP, which the authorizer reads only from a request that came through CloudFront.
 */
import type { Caller } from '../../domain/auth/user';

export type ResolverContext = Record<string, string>;

export function toResolverContext(identity: Caller, sourceIp: string): ResolverContext {
  if (identity.kind === 'anonymous') return { kind: 'anonymous', sourceIp };
  const common = {
    kind: identity.kind,
    email: identity.email,
    tokenVersion: String(identity.tokenVersion),
    sourceIp,
  };
  if (identity.kind === 'session')
    return { ...common, isAdmin: String(identity.isAdmin), sessionId: identity.sessionId };
  return identity.kind === 'client' ? { ...common, sessionId: identity.sessionId } : common;
}

/** The viewer's IP the authorizer verified; 'unknown' (one shared throttle bucket) if it is missing. */
export function sourceIpFromResolverContext(context: ResolverContext | null | undefined): string {
  return context?.sourceIp || 'unknown';
}

export function fromResolverContext(context: ResolverContext | null | undefined): Caller {
  const email = context?.email;
  const tokenVersion = Number(context?.tokenVersion);
  if (!email || !Number.isInteger(tokenVersion)) return { kind: 'anonymous' };
  if (context.kind === 'mfa') return { kind: 'mfa', email, tokenVersion };
  if (context.kind === 'session' && context.sessionId) {
    return {
      kind: 'session',
      email,
      tokenVersion,
      isAdmin: context.isAdmin === 'true',
      sessionId: context.sessionId,
    };
  }
  if (context.kind === 'client' && context.sessionId) {
    return { kind: 'client', email, tokenVersion, sessionId: context.sessionId };
  }
  return { kind: 'anonymous' };
}
