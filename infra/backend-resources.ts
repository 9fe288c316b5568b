import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { TableKey } from '../backend/adapters/dynamodb/tables';
import type { MailSender } from './mail-sender';

/** What the backend functions are wired to: built once by the stack, handed to every function. */
export interface BackendResources {
  readonly tables: Record<TableKey, dynamodb.Table>;
  readonly signingSecret: secretsmanager.ISecret;
  readonly mail: MailSender;
  readonly firmInfoEmail: string;
  /** The public site's origin, for links in emails (no trailing slash needed). */
  readonly siteUrl: string;
  /** The staff documents bucket (File Manager). */
  readonly documentsBucket: s3.IBucket;
}
