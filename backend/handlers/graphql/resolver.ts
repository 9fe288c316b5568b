/**
 * The plumbing every direct Lambda resolver shares: read the AppSync event, pass the domain a typed call,
 * and turn failures into messages a person can read. A thrown error reaches the client as
 * `errors[].message`, so anything not written for people is replaced by a generic message and logged.
 */
import type { AppSyncResolverEvent } from 'aws-lambda';
import { GENERIC_ERROR_MESSAGE, UserFacingError } from '../../domain/errors';
import type { Caller } from '../../domain/auth/user';
import { fromResolverContext, sourceIpFromResolverContext, type ResolverContext } from './identity';

export interface ResolverCall<Args> {
  args: Args;
  caller: Caller;
  /**
   * The client's IP as CloudFront saw it, for throttling: from the authorizer, which read
   * CloudFront-Viewer-Address on a verified request. Never from X-Forwarded-For, which the client writes.
   */
  sourceIp: string;
  /** The browser's User-Agent header, for the audit log's "browser" column. */
  userAgent: string | undefined;
  fieldName: string;
}

export type ResolverEvent<Args> = AppSyncResolverEvent<Args> & {
  identity?: { resolverContext?: ResolverContext } | null;
};

export function defineResolver<Args, Result>(resolve: (call: ResolverCall<Args>) => Promise<Result>) {
  return async (event: ResolverEvent<Args>): Promise<Result> => {
    const call: ResolverCall<Args> = {
      args: event.arguments,
      caller: fromResolverContext(event.identity?.resolverContext),
      sourceIp: sourceIpFromResolverContext(event.identity?.resolverContext),
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
