/**
 * The environment each function receives, named as backend/config.ts reads it. Only the tables a
 * function may touch are named, so a handler that strays fails with a clear configuration error.
 */
import { tables } from '../backend/adapters/dynamodb/tables';
import type { FunctionAccess } from './backend-function';
import type { BackendResources } from './backend-resources';

export function functionEnvironment(
  access: FunctionAccess,
  resources: BackendResources,
): Record<string, string> {
  const tableKeys = [...new Set([...access.reads, ...access.writes, ...(access.appends ?? [])])];
  return {
    MAIL_FROM: resources.mail.mailFrom,
    FIRM_INFO_EMAIL: resources.firmInfoEmail,
    SITE_URL: resources.siteUrl,
    ...Object.fromEntries(tableKeys.map((key) => [tables[key].envVar, resources.tables[key].tableName])),
    ...(access.usesSecret ? { SIGNING_SECRET_ARN: resources.signingSecret.secretArn } : {}),
    ...(access.documents ? { DOCUMENTS_BUCKET: resources.documentsBucket.bucketName } : {}),
  };
}
