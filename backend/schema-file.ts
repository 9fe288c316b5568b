/**
 * Where the GraphQL schema lives, and how graphql-js reads it: the CDK stack deploys the file; the local AppSync,
 * the type generator and the tests build the schema from it.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema, type GraphQLSchema } from 'graphql';

export const SCHEMA_FILE = fileURLToPath(new URL('./schema.graphql', import.meta.url));

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
