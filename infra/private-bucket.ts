import { RemovalPolicy } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';

/**
 * What every bucket of the stack has in common: no public access, S3-managed encryption, TLS only, and
 * kept when the stack is deleted (CloudFormation cannot delete a non-empty bucket anyway).
 */
export const PRIVATE_BUCKET = {
  blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
  encryption: s3.BucketEncryption.S3_MANAGED,
  enforceSSL: true,
  removalPolicy: RemovalPolicy.RETAIN,
} as const satisfies s3.BucketProps;
