import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as logs from 'aws-cdk-lib/aws-logs';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { TableKey } from '../backend/adapters/dynamodb/tables';
import type { JobName } from '../backend/handlers/jobs/registry';
import type { MailSender } from './mail-sender';
import type { SealingKey } from './sealing-key';

/** What the backend functions are wired to: built once by the stack, handed to every function. */
export interface BackendResources {
  readonly tables: Record<TableKey, dynamodb.Table>;
  readonly signingSecret: secretsmanager.ISecret;
  /** The root of the public functions' keys, apart from the signing secret (infra/signing-secret.ts). */
  readonly publicFunctionSecret: secretsmanager.ISecret;
  /** The origin-verification values CloudFront sends (infra/origin-secret.ts). */
  readonly originSecret: secretsmanager.ISecret;
  /** The seal key of signed letters (infra/sealing-key.ts), for the functions whose access says `seals`. */
  readonly sealingKey: SealingKey;
  readonly mail: MailSender;
  readonly firmInfoEmail: string;
  /**
   * The public site's origin, for links in emails (no trailing slash needed): the settings' site URL, or a
   * token for the distribution's own origin on CloudFront's domain.
   */
  readonly siteUrl: string;
  /** The job functions (infra/jobs.ts), for the functions that start them. */
  readonly jobs?: Partial<Record<JobName, lambda.IFunction>>;
  /** The documents bucket: File Manager files under `documents/`, exports under `exports/`. */
  readonly documentsBucket: s3.IBucket;
  /** How long the functions' and APIs' log groups keep their lines (the settings' logRetentionDays). */
  readonly logRetention: logs.RetentionDays;
  /** Days an audit entry is kept (the settings' auditRetentionDays), for the functions that write them. */
  readonly auditRetentionDays: number;
}
