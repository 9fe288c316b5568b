import { Duration } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { TRASH_RETENTION_DAYS } from '../backend/contract/documents';
import { Construct } from 'constructs';
import { EXPORTS_PREFIX } from '../backend/adapters/s3/exports';
import { QUARANTINE_RETENTION_DAYS } from '../backend/contract/client-requests';
import { QUARANTINE_PREFIX } from '../backend/domain/client-requests/records';
import { PRIVATE_BUCKET } from './private-bucket';

/** Exported files (consultations, audit log) are deleted this long after they are written. */
export const EXPORT_RETENTION_DAYS = 1;

export interface DocumentsBucketProps {
  readonly accessLogs: s3.IBucket;
  /** The site's origin: the only one whose pages may upload to and read from the bucket (CORS). */
  readonly siteOrigin: string;
}

/**
 * The staff documents bucket: private, encrypted, TLS only, versioned (an overwrite or delete can be
 * undone), access-logged, and retained when the stack is deleted. Browsers on the site's origin alone
 * may POST uploads and GET links (CORS); a deleted object's old versions go after the Trash period, and
 * half-finished multipart uploads after a day; exports (`exports/`) expire after EXPORT_RETENTION_DAYS, and
 * clients' files waiting in `quarantine/` after QUARANTINE_RETENTION_DAYS.
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
      cors: [
        {
          allowedOrigins: [props.siteOrigin],
          allowedMethods: [s3.HttpMethods.GET, s3.HttpMethods.HEAD, s3.HttpMethods.POST],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 300,
        },
      ],
      lifecycleRules: [
        {
          // Exports are fetched through a 5-minute link right after they are written; a day is ample.
          id: 'ExpireExports',
          prefix: EXPORTS_PREFIX,
          expiration: Duration.days(EXPORT_RETENTION_DAYS),
          noncurrentVersionExpiration: Duration.days(EXPORT_RETENTION_DAYS),
        },
        {
          // Clients' files wait here for the malware scan; a clean one is copied out at once, a held one
          // waits for staff to release it. Whatever is left expires.
          id: 'ExpireQuarantine',
          prefix: QUARANTINE_PREFIX,
          expiration: Duration.days(QUARANTINE_RETENTION_DAYS),
          noncurrentVersionExpiration: Duration.days(1),
        },
        {
          id: 'ExpireDeletedVersions',
          noncurrentVersionExpiration: Duration.days(TRASH_RETENTION_DAYS),
          expiredObjectDeleteMarker: true,
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
      ],
    });
  }

  /** The origin presigned links point at (virtual-hosted, regional): what the CSP names. */
  get origin(): string {
    return `https://${this.bucket.bucketRegionalDomainName}`;
  }
}
