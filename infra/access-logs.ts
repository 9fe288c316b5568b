import { Duration, Validations } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { PRIVATE_BUCKET } from './private-bucket';

/** How long access logs are kept: long enough to investigate an incident reported months later. */
export const ACCESS_LOG_RETENTION_DAYS = 365;

/**
 * The bucket that receives S3 server access logs (site and documents buckets) and CloudFront standard
 * logs. Private, encrypted, TLS only, objects expire after a year.
 */
export class AccessLogs extends Construct {
  readonly bucket: s3.Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.bucket = new s3.Bucket(this, 'Bucket', {
      ...PRIVATE_BUCKET,
      // CloudFront standard logging writes with an ACL grant, which needs ACLs enabled on this bucket.
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(ACCESS_LOG_RETENTION_DAYS) }],
    });
    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself; logging its own access would log into itself.',
    });
  }
}
