/**
 * The plumbing every direct Lambda resolver shares: read the AppSync event, check the caller the registry
 * declares for the field, hand the operation the checked actor and the arguments, and turn failures into
 * messages a person can read. A browser call from another site's page is refused first
 * (domain/edge/browser-origin). A thrown error reaches the client as `errors[].message`, so anything not
 * written for people is replaced by a generic message quoting the request's id, and logged under that id.
 */
import type { AppSyncResolverEvent } from 'aws-lambda';
import { config } from '../../config';
import { checkedActor, type ActorFor } from '../../domain/auth/callers';
import { requireRecentStepUp } from '../../domain/auth/step-up';
import { refuseForeignBrowserCall } from '../../domain/edge/browser-origin';
import { UserFacingError, genericErrorMessage } from '../../domain/errors';
import { currentRequestId, inRequest, log, type InvocationContext } from '../composition/log';
import { callerStores, enrolmentCheck, stepUpDependencies } from '../composition/shared';
import { fromResolverContext, sourceIpFromResolverContext, type ResolverContext } from './identity';
import type { FieldArgs, FieldResult } from '../../contract/graphql/schema-fields.generated';
import { resolvers, type RegisteredField, type ResolverEntry } from './registry';

type Registered = (typeof resolvers)[number];

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

/**
 * What an operation may answer for a field: the field's whole answer, from the schema, except that a nullable
 * field may be left out (the domain's optional fields), which GraphQL answers as null.
 */
export type Resolved<Answer> = Answer extends readonly (infer Item)[]
  ? Resolved<Item>[]
  : Answer extends object
    ? { [Key in keyof Answer as null extends Answer[Key] ? never : Key]: Resolved<Answer[Key]> } & {
        [Key in keyof Answer as null extends Answer[Key] ? Key : never]?: Resolved<Answer[Key]>;
      }
    : Answer;

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
 * The operation's arguments and answer are the field's, as the schema declares them (generated, never typed
 * by hand).
 */
export function defineResolver<Field extends RegisteredField & keyof FieldArgs>(
  field: Field,
  operate: (actor: ActorOf<Field>, args: FieldArgs[Field]) => Promise<Resolved<FieldResult[Field]>>,
) {
  const resolve = async (event: ResolverEvent<FieldArgs[Field]>): Promise<Resolved<FieldResult[Field]>> => {
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
        callerStores,
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
      log.error('resolver-failed', { field: served, error: String(error) });
      throw new Error(genericErrorMessage(currentRequestId()), { cause: error });
    }
  };
  return (event: ResolverEvent<FieldArgs[Field]>, context?: InvocationContext) =>
    inRequest(context?.awsRequestId, () => resolve(event));
}
