import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { PRIVATE_BUCKET } from './private-bucket';

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
    });
  }
}
