/**
 * The environment each function receives, named by backend/environment.ts as backend/config.ts reads it. Only the tables a
 * function may touch are named, so a handler that strays fails with a clear configuration error.
 */
import { tables } from '../backend/adapters/dynamodb/tables';
import { ENV } from '../backend/environment';
import type { FunctionAccess } from './function-access';
import type { BackendResources } from './backend-resources';

export function functionEnvironment(
  access: FunctionAccess,
  resources: BackendResources,
): Record<string, string> {
  const tableKeys = [...new Set([...access.reads, ...access.writes, ...(access.appends ?? [])])];
  return {
    [ENV.mailFrom]: resources.mail.mailFrom,
    [ENV.firmInfoEmail]: resources.firmInfoEmail,
    [ENV.siteUrl]: resources.siteUrl,
    ...Object.fromEntries(tableKeys.map((key) => [tables[key].envVar, resources.tables[key].tableName])),
    ...(access.usesSecret ? { [ENV.signingSecretArn]: resources.signingSecret.secretArn } : {}),
    ...(access.documents ? { [ENV.documentsBucket]: resources.documentsBucket.bucketName } : {}),
  };
}
