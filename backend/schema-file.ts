/**
 * Where the GraphQL schema lives, and how graphql-js reads it: one file per feature area in backend/schema/
 * (the root Query and Mutation in operations.graphql), read as one schema by every consumer: the CDK stack
 * deploys `schemaDefinition()`, the local AppSync, the type generator and the tests build the schema from it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, type GraphQLSchema } from 'graphql';

export const SCHEMA_DIRECTORY = fileURLToPath(new URL('./schema/', import.meta.url));

/** The schema's files, in a fixed order (their names'), so the deployed definition is stable. */
export function schemaFiles(): string[] {
  return readdirSync(SCHEMA_DIRECTORY)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => join(SCHEMA_DIRECTORY, file));
}

/** The whole schema as AppSync takes it: the area files one after the other. */
export function schemaDefinition(): string {
  return schemaFiles()
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}

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
  return buildSchema(AWS_PRELUDE + schemaDefinition());
}
