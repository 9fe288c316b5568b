/**
 * The plumbing every direct Lambda resolver shares: read the AppSync event, pass the domain a typed call,
 * and turn failures into messages a person can read. A thrown error reaches the client as
 * `errors[].message`, so anything not written for people is replaced by a generic message and logged.
 */
import type { AppSyncResolverEvent } from 'aws-lambda';
import { GENERIC_ERROR_MESSAGE, UserFacingError } from '../../domain/errors';
import { fromResolverContext, type CallerIdentity, type ResolverContext } from './identity';

export interface ResolverCall<Args> {
  args: Args;
  caller: CallerIdentity;
  /** The client's IP as CloudFront/AppSync saw it (first x-forwarded-for hop), for throttling. */
  sourceIp: string;
  fieldName: string;
}

export type ResolverEvent<Args> = AppSyncResolverEvent<Args> & {
  identity?: { resolverContext?: ResolverContext } | null;
};

export function clientIp(headers: Record<string, string | undefined> | undefined): string {
  const forwarded = headers?.['x-forwarded-for'] ?? headers?.['X-Forwarded-For'];
  return forwarded?.split(',')[0]?.trim() || 'unknown';
}

export function defineResolver<Args, Result>(resolve: (call: ResolverCall<Args>) => Promise<Result>) {
  return async (event: ResolverEvent<Args>): Promise<Result> => {
    const call: ResolverCall<Args> = {
      args: event.arguments,
      caller: fromResolverContext(event.identity?.resolverContext),
      sourceIp: clientIp(event.request?.headers),
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
