/**
 * The environment each function receives, named by backend/environment.ts as backend/config.ts reads it. Only the tables a
 * function may touch are named, so a handler that strays fails with a clear configuration error.
 */
import { tables } from '../backend/adapters/dynamodb/tables';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { ENV } from '../backend/environment';
import { jobs, type JobName } from '../backend/handlers/jobs/registry';
import { appendedTables, type FunctionAccess } from './function-access';
import type { BackendResources } from './backend-resources';

/** The function behind a job this function starts; the stack must have built it. */
export function jobFunction(resources: BackendResources, job: JobName): lambda.IFunction {
  const target = resources.jobs?.[job];
  if (!target) throw new Error(`Job ${job} is started before the stack built it (infra/jobs.ts)`);
  return target;
}

export function functionEnvironment(
  access: FunctionAccess,
  resources: BackendResources,
): Record<string, string> {
  const tableKeys = [...new Set([...access.reads, ...access.writes, ...appendedTables(access)])];
  return {
    [ENV.mailFrom]: resources.mail.mailFrom,
    [ENV.firmInfoEmail]: resources.firmInfoEmail,
    ...(access.withoutSiteUrl ? {} : { [ENV.siteUrl]: resources.siteUrl }),
    ...Object.fromEntries(tableKeys.map((key) => [tables[key].envVar, resources.tables[key].tableName])),
    ...(appendedTables(access).includes('audit')
      ? { [ENV.auditRetentionDays]: String(resources.auditRetentionDays) }
      : {}),
    ...(access.usesSecret ? { [ENV.signingSecretArn]: resources.signingSecret.secretArn } : {}),
    ...(access.usesPublicFunctionSecret
      ? { [ENV.publicFunctionSecretArn]: resources.publicFunctionSecret.secretArn }
      : {}),
    ...(access.exports || access.documents || access.quarantine || access.letters
      ? { [ENV.documentsBucket]: resources.documentsBucket.bucketName }
      : {}),
    ...(access.verifiesOrigin ? { [ENV.originSecretArn]: resources.originSecret.secretArn } : {}),
    ...(access.seals ? { [ENV.sealingKeyId]: resources.sealingKey.key.keyArn } : {}),
    ...Object.fromEntries(
      (access.startsJobs ?? []).map((job) => [jobs[job].envVar, jobFunction(resources, job).functionName]),
    ),
  };
}
