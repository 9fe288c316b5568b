/**
 * The plumbing every direct Lambda resolver shares: read the AppSync event, pass the domain a typed call,
 * and turn failures into messages a person can read. A thrown error reaches the client as
 * `errors[].message`, so anything not written for people is replaced by a generic message and logged.
 */
import type { AppSyncResolverEvent } from 'aws-lambda';
import { GENERIC_ERROR_MESSAGE, UserFacingError } from '../../domain/errors';
import type { Caller } from '../../domain/auth/user';
import { fromResolverContext, type ResolverContext } from './identity';

export interface ResolverCall<Args> {
  args: Args;
  caller: Caller;
  /** The client's IP as CloudFront saw it, for throttling. */
  sourceIp: string;
  /** The browser's User-Agent header, for the audit log's "browser" column. */
  userAgent: string | undefined;
  fieldName: string;
}

export type ResolverEvent<Args> = AppSyncResolverEvent<Args> & {
  identity?: { resolverContext?: ResolverContext } | null;
};

/**
 * The viewer's address from CloudFront-Viewer-Address ("ip:port"), which CloudFront sets itself and the
 * stack forwards to AppSync (AllViewerExceptHostHeader). The first X-Forwarded-For entry is whatever the
 * client sent, so it is only a fallback and would let anyone pick their own throttle bucket.
 */
export function clientIp(headers: Record<string, string | undefined> | undefined): string {
  const viewer = headers?.['cloudfront-viewer-address'];
  if (viewer) return viewer.slice(0, viewer.lastIndexOf(':')) || viewer;
  const forwarded = headers?.['x-forwarded-for'];
  return forwarded?.split(',')[0]?.trim() || 'unknown';
}

export function defineResolver<Args, Result>(resolve: (call: ResolverCall<Args>) => Promise<Result>) {
  return async (event: ResolverEvent<Args>): Promise<Result> => {
    const call: ResolverCall<Args> = {
      args: event.arguments,
      caller: fromResolverContext(event.identity?.resolverContext),
      sourceIp: clientIp(event.request?.headers),
      userAgent: event.request?.headers?.['user-agent'],
      fieldName: event.info.fieldName,
    };
    try {
      return await resolve(call);
    } catch (error) {
      if (error instanceof UserFacingError) throw error;
      console.error(JSON.stringify({ level: 'error', field: call.fieldName, error: String(error) }));
      throw new Error(GENERIC_ERROR_MESSAGE, { cause: error });
    }
  };
}
