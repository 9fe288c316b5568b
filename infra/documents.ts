import { Duration } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { EXPORTS_PREFIX } from '../backend/adapters/s3/exports';
import { PRIVATE_BUCKET } from './private-bucket';

/** Exported files (consultations, audit log) are deleted this long after they are written. */
export const EXPORT_RETENTION_DAYS = 1;

export interface DocumentsBucketProps {
  readonly accessLogs: s3.IBucket;
}

/**
 * The staff documents bucket: private, encrypted, TLS only, versioned (an overwrite or delete can be
 * undone), access-logged, and retained when the stack is deleted.
 */
export class DocumentsBucket extends Construct {
  readonly bucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: DocumentsBucketProps) {
    super(scope, id);
    this.bucket = new s3.Bucket(this, 'Bucket', {
      ...PRIVATE_BUCKET,
      versioned: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 'documents/',
      lifecycleRules: [
        {
          // Exports are fetched through a 5-minute link right after they are written; a day is ample.
          id: 'ExpireExports',
          prefix: EXPORTS_PREFIX,
          expiration: Duration.days(EXPORT_RETENTION_DAYS),
          noncurrentVersionExpiration: Duration.days(EXPORT_RETENTION_DAYS),
        },
      ],
    });
  }
}
