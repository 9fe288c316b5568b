/** Where the GraphQL schema lives: the CDK stack deploys this file and the local AppSync executes it. */
import { fileURLToPath } from 'node:url';

export const SCHEMA_FILE = fileURLToPath(new URL('./schema.graphql', import.meta.url));
