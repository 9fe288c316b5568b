/**
 * The plumbing every direct Lambda resolver shares: read the AppSync event, check the caller the registry
 * declares for the field, hand the operation the checked actor and the arguments, and turn failures into
 * messages a person can read. A browser call from another site's page is refused first
 * (domain/edge/browser-origin). A thrown error reaches the client as `errors[].message`, so anything not
 * written for people is replaced by a generic message and logged.
 */
import type { AppSyncResolverEvent } from 'aws-lambda';
import { config } from '../../config';
import { checkedActor, type ActorFor } from '../../domain/auth/callers';
import { requireRecentStepUp } from '../../domain/auth/step-up';
import { refuseForeignBrowserCall } from '../../domain/edge/browser-origin';
import { GENERIC_ERROR_MESSAGE, UserFacingError } from '../../domain/errors';
import { enrolmentCheck, stepUpDependencies, userStore } from '../composition/shared';
import { fromResolverContext, sourceIpFromResolverContext, type ResolverContext } from './identity';
import { resolvers, type ResolverEntry } from './registry';

type Registered = (typeof resolvers)[number];

/** `Type.field` of every field in the registry; a handler names the field it serves with one of these. */
export type RegisteredField = Registered extends infer Entry
  ? Entry extends { typeName: infer T extends string; fieldName: infer F extends string }
    ? `${T}.${F}`
    : never
  : never;

/** The caller the registry declares for `Field`. */
export type DeclaredCaller<Field extends RegisteredField> = Registered extends infer Entry
  ? Entry extends { typeName: infer T extends string; fieldName: infer F extends string; caller: infer C }
    ? Field extends `${T}.${F}`
      ? C
      : never
    : never
  : never;

/** What the operation of `Field` receives as its actor: checked against the registry's declaration. */
export type ActorOf<Field extends RegisteredField> = ActorFor[DeclaredCaller<Field>];

export type ResolverEvent<Args> = AppSyncResolverEvent<Args> & {
  identity?: { resolverContext?: ResolverContext } | null;
};

function registryEntry(typeName: string, fieldName: string): ResolverEntry | undefined {
  const entries: readonly ResolverEntry[] = resolvers;
  return entries.find((entry) => entry.typeName === typeName && entry.fieldName === fieldName);
}

/**
 * The handler of `field`. The wrapper looks up the field the event is for in the registry and refuses a
 * field that is not there or is not `field` (a handler wired to the wrong field would run with the wrong
 * check). The actor carries the client's IP as CloudFront saw it (from the authorizer, which read
 * CloudFront-Viewer-Address on a verified request, never X-Forwarded-For) and its User-Agent header.
 */
export function defineResolver<Field extends RegisteredField, Args, Result>(
  field: Field,
  operate: (actor: ActorOf<Field>, args: Args) => Promise<Result>,
) {
  return async (event: ResolverEvent<Args>): Promise<Result> => {
    const served = `${event.info.parentTypeName}.${event.info.fieldName}`;
    try {
      const entry = registryEntry(event.info.parentTypeName, event.info.fieldName);
      if (!entry || served !== field) throw new Error(`${served} has no registered handler here (${field})`);
      refuseForeignBrowserCall(event.request?.headers, () => config().siteUrl);
      const context = event.identity?.resolverContext;
      const client = {
        sourceIp: sourceIpFromResolverContext(context),
        userAgent: event.request?.headers?.['user-agent'],
      };
      const actor = await checkedActor(
        entry.caller,
        fromResolverContext(context),
        client,
        userStore,
        entry.duringEnrolment ? undefined : enrolmentCheck,
      );
      if (entry.stepUp) {
        if (actor.kind !== 'staff')
          throw new Error(`${served} asks for a step-up but serves no staff caller`);
        await requireRecentStepUp(actor, stepUpDependencies());
      }
      // `served` is `field`, so the entry's caller is the one ActorOf<Field> reads off the same registry.
      return await operate(actor as ActorOf<Field>, event.arguments);
    } catch (error) {
      if (error instanceof UserFacingError) throw error;
      console.error(JSON.stringify({ level: 'error', field: served, error: String(error) }));
      throw new Error(GENERIC_ERROR_MESSAGE, { cause: error });
    }
  };
}
