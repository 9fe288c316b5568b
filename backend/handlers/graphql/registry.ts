/**
 * Which handler module resolves which GraphQL field. The CDK stack builds one Lambda function per entry
 * (so each gets only the permissions it needs) and the local AppSync emulation loads the same modules.
 * `entry` is relative to backend/handlers/graphql and names a module exporting `handler`.
 */
import type { TableKey } from '../../adapters/dynamodb/tables';

export interface ResolverEntry {
  typeName: 'Query' | 'Mutation';
  fieldName: string;
  entry: string;
  /** Tables the function reads and writes; the stack grants exactly these. */
  reads: TableKey[];
  writes: TableKey[];
  sendsMail: boolean;
  /** Needs the signing secret (tokens, code and reset-token hashing). */
  usesSecret: boolean;
}

export const resolvers: ResolverEntry[] = [
  {
    typeName: 'Query',
    fieldName: 'health',
    entry: 'health',
    reads: [],
    writes: [],
    sendsMail: false,
    usesSecret: false,
  },
];

/** What the authorizer function may touch: it reads users to check the token version. */
export const authorizerEntry = { entry: 'authorizer', reads: ['users'] as TableKey[], usesSecret: true };
