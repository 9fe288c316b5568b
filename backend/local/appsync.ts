/**
 * AppSync, emulated: graphql-js executes the same schema.graphql, calls the same Lambda authorizer and
 * resolver handlers with AppSync-shaped events, and answers in AppSync's shapes (401
 * UnauthorizedException when the authorizer refuses; `{data, errors[]}` when a resolver throws).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  GraphQLError,
  buildSchema,
  execute,
  parse,
  validate,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import type { AppSyncAuthorizerEvent, AppSyncAuthorizerResult } from 'aws-lambda';
import { resolvers, type ResolverEntry } from '../handlers/graphql/registry';
import { SCHEMA_FILE } from '../schema-file';

/** What AppSync declares for every schema; graphql-js needs them spelled out. */
const AWS_PRELUDE = `
scalar AWSDate
scalar AWSTime
scalar AWSDateTime
scalar AWSTimestamp
scalar AWSEmail
scalar AWSJSON
scalar AWSURL
scalar AWSPhone
scalar AWSIPAddress
directive @aws_lambda on FIELD_DEFINITION | OBJECT
directive @aws_api_key on FIELD_DEFINITION | OBJECT
directive @aws_iam on FIELD_DEFINITION | OBJECT
directive @aws_oidc on FIELD_DEFINITION | OBJECT
directive @aws_cognito_user_pools(cognito_groups: [String]) on FIELD_DEFINITION | OBJECT
directive @aws_auth(cognito_groups: [String]) on FIELD_DEFINITION
directive @aws_subscribe(mutations: [String]) on FIELD_DEFINITION
`;

export function loadSchema(): GraphQLSchema {
  return buildSchema(AWS_PRELUDE + readFileSync(SCHEMA_FILE, 'utf8'));
}

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

/** `loadHandler` loads a handler module by its registry entry (tests may substitute one). */
export async function createAppSyncEmulator(
  loadHandler: (entry: string) => Promise<Handler> = importHandler,
) {
  const schema = loadSchema();
  const authorizer = (await loadHandler('authorizer')) as unknown as Authorizer;
  const handlers = new Map<string, { entry: ResolverEntry; handler: Handler }>();
  for (const entry of resolvers) {
    handlers.set(`${entry.typeName}.${entry.fieldName}`, { entry, handler: await loadHandler(entry.entry) });
  }

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
    const validationErrors = validate(schema, document);
    if (validationErrors.length > 0) {
      return { status: 400, body: { errors: validationErrors.map(appSyncError) } };
    }

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
