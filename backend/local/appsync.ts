/**
 * AppSync, emulated: graphql-js executes the same schema (backend/schema/), calls the same Lambda authorizer and
 * resolver handlers with AppSync-shaped events, and answers in AppSync's shapes (401
 * UnauthorizedException when the authorizer refuses; `{data, errors[]}` when a resolver throws). It
 * enforces the stack's per-request limits (backend/handlers/request-limits.ts) before any resolver runs.
 */
import { randomUUID } from 'node:crypto';
import {
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  execute,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLFieldResolver,
  type SelectionSetNode,
} from 'graphql';
import type { AppSyncAuthorizerEvent, AppSyncAuthorizerResult } from 'aws-lambda';
import { asFunction } from '../adapters/dynamodb/client';
import { grantedTables, tablesOfAll } from '../handlers/function-grants';
import {
  areaEntry,
  authorizerEntry,
  resolvers,
  type ResolverArea,
  type ResolverEntry,
} from '../handlers/graphql/registry';
import { GRAPHQL_LIMITS } from '../handlers/request-limits';
import { loadSchema } from '../schema-file';

type Handler = (event: unknown) => Promise<unknown>;
type Authorizer = (event: AppSyncAuthorizerEvent) => Promise<AppSyncAuthorizerResult<Record<string, string>>>;

export interface GraphqlHttpResponse {
  status: number;
  body: unknown;
}

export interface GraphqlRequest {
  body: string;
  /** Lower-case header names. */
  headers: Record<string, string>;
}

const UNAUTHORIZED: GraphqlHttpResponse = {
  status: 401,
  body: {
    errors: [{ errorType: 'UnauthorizedException', message: 'You are not authorized to make this call.' }],
  },
};

function badRequest(message: string, errorType = 'BadRequestException'): GraphqlHttpResponse {
  return { status: 400, body: { errors: [{ errorType, message }] } };
}

export async function importHandler(entry: string): Promise<Handler> {
  const url = new URL(`../handlers/graphql/${entry}.ts`, import.meta.url).href;
  const module = (await import(/* @vite-ignore */ url)) as { handler: Handler };
  return module.handler;
}

/** The error shape AppSync gives a field whose direct Lambda resolver threw. */
function appSyncError(error: GraphQLError) {
  return {
    path: error.path,
    data: null,
    errorType: error.originalError ? 'Lambda:Unhandled' : 'ValidationError',
    errorInfo: null,
    locations: error.locations,
    message: error.message,
  };
}

const VALIDATION_RULES = GRAPHQL_LIMITS.introspection
  ? specifiedRules
  : [...specifiedRules, NoSchemaIntrospectionCustomRule];

/** The fields of a selection set with fragments expanded (a valid document has no fragment cycles). */
function fieldsOf(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
): FieldNode[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection];
    const fragment =
      selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments.get(selection.name.value);
    return fragment ? fieldsOf(fragment.selectionSet, fragments) : [];
  });
}

/**
 * AppSync's query depth and resolver count, measured on the operation before it runs. Every resolver
 * in the registry is a root field, so the root fields with a resolver are exactly the resolvers it would run.
 */
export function limitErrors(
  document: DocumentNode,
  operationName: string | undefined,
  resolverFields: Set<string>,
) {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const operation = document.definitions.find(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      (operationName === undefined || definition.name?.value === operationName),
  );
  if (operation?.kind !== Kind.OPERATION_DEFINITION) return [];
  const depth = (selectionSet: SelectionSetNode | undefined): number =>
    selectionSet
      ? 1 + Math.max(0, ...fieldsOf(selectionSet, fragments).map((field) => depth(field.selectionSet)))
      : 0;
  const rootType = operation.operation === 'mutation' ? 'Mutation' : 'Query';
  const resolverCount = fieldsOf(operation.selectionSet, fragments).filter((field) =>
    resolverFields.has(`${rootType}.${field.name.value}`),
  ).length;
  const errors: string[] = [];
  const queryDepth = depth(operation.selectionSet);
  if (queryDepth > GRAPHQL_LIMITS.queryDepth) {
    errors.push(
      `Query depth limit of ${GRAPHQL_LIMITS.queryDepth} exceeded (this query is ${queryDepth} deep).`,
    );
  }
  if (resolverCount > GRAPHQL_LIMITS.resolverCount) {
    errors.push(
      `Resolver count limit of ${GRAPHQL_LIMITS.resolverCount} exceeded (this request runs ${resolverCount}).`,
    );
  }
  return errors.map((message) => ({ errorType: 'ValidationError', message }));
}

/**
 * `loadHandler` loads a handler module by its path under backend/handlers/graphql (tests may substitute
 * one). Each field runs through its area's module, as the area's Lambda function runs it in AWS.
 */
export async function createAppSyncEmulator(
  loadHandler: (entry: string) => Promise<Handler> = importHandler,
) {
  const schema = loadSchema();
  // Each handler runs as its function, with only the tables its role may touch in AWS.
  const authorizerHandler = (await loadHandler('authorizer')) as unknown as Authorizer;
  const authorizerTables = grantedTables(authorizerEntry);
  const authorizer: Authorizer = (event) =>
    asFunction('the authorizer', authorizerTables, () => authorizerHandler(event));
  const areaHandlers = new Map<ResolverArea, Handler>();
  for (const area of new Set(resolvers.map((entry) => entry.area))) {
    const handler = await loadHandler(areaEntry(area));
    const tables = tablesOfAll(resolvers.filter((entry) => entry.area === area));
    areaHandlers.set(area, (event) => asFunction(`the ${area} resolvers`, tables, () => handler(event)));
  }
  const handlers = new Map<string, { entry: ResolverEntry; handler: Handler }>();
  for (const entry of resolvers) {
    handlers.set(`${entry.typeName}.${entry.fieldName}`, { entry, handler: areaHandlers.get(entry.area)! });
  }
  const resolverFields = new Set(handlers.keys());

  return async function handleGraphql(request: GraphqlRequest): Promise<GraphqlHttpResponse> {
    const authorization = request.headers.authorization;
    if (authorization === undefined || authorization === '') return UNAUTHORIZED;

    let payload: { query?: unknown; variables?: unknown; operationName?: unknown };
    try {
      payload = JSON.parse(request.body) as typeof payload;
    } catch {
      return badRequest('Invalid JSON payload in POST request.', 'MalformedHttpRequestException');
    }
    if (typeof payload?.query !== 'string') return badRequest('A GraphQL query is required.');
    const variables = (payload.variables ?? {}) as Record<string, unknown>;
    const operationName = typeof payload.operationName === 'string' ? payload.operationName : undefined;

    const requestId = randomUUID();
    const decision = await authorizer({
      authorizationToken: authorization,
      requestContext: {
        apiId: 'local',
        accountId: '000000000000',
        requestId,
        queryString: payload.query,
        operationName,
        variables,
      },
      requestHeaders: request.headers,
    } as AppSyncAuthorizerEvent);
    if (!decision.isAuthorized) return UNAUTHORIZED;

    let document;
    try {
      document = parse(payload.query);
    } catch (error) {
      return { status: 400, body: { errors: [appSyncError(error as GraphQLError)] } };
    }
    const validationErrors = validate(schema, document, VALIDATION_RULES);
    if (validationErrors.length > 0) {
      return { status: 400, body: { errors: validationErrors.map(appSyncError) } };
    }
    const overLimit = limitErrors(document, operationName, resolverFields);
    if (overLimit.length > 0) return { status: 400, body: { data: null, errors: overLimit } };

    const fieldResolver: GraphQLFieldResolver<unknown, unknown> = (source, args, _context, info) => {
      const parentTypeName = info.parentType.name;
      const resolver = handlers.get(`${parentTypeName}.${info.fieldName}`);
      if (!resolver) {
        const value = (source as Record<string, unknown> | null)?.[info.fieldName];
        return value;
      }
      return resolver.handler({
        arguments: args,
        identity: { resolverContext: decision.resolverContext ?? {} },
        source: null,
        request: { headers: request.headers, domainName: null },
        info: {
          fieldName: info.fieldName,
          parentTypeName,
          variables,
          selectionSetList: [],
          selectionSetGraphQL: '',
        },
        prev: null,
        stash: {},
      });
    };

    const result = await execute({
      schema,
      document,
      variableValues: variables,
      operationName,
      fieldResolver,
    });
    const body: Record<string, unknown> = { data: result.data ?? null };
    if (result.errors?.length) body.errors = result.errors.map(appSyncError);
    return { status: 200, body };
  };
}
