import { CfnResource, Duration } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as cr from 'aws-cdk-lib/custom-resources';
import { TRASH_RETENTION_DAYS } from '../backend/contract/documents';
import { Construct } from 'constructs';
import { EXPORTS_PREFIX } from '../backend/adapters/s3/exports';
import { QUARANTINE_RETENTION_DAYS } from '../backend/contract/client-requests';
import { QUARANTINE_PREFIX } from '../backend/domain/client-requests/records';
import { LETTER_PREVIEWS_PREFIX } from '../backend/domain/letters/records';
import { acknowledgeCdkOwnedHandler } from './nag-acknowledgements';
import { PRIVATE_BUCKET } from './private-bucket';

/** Exported files (consultations, audit log) are deleted this long after they are written. */
export const EXPORT_RETENTION_DAYS = 1;

export interface DocumentsBucketProps {
  readonly accessLogs: s3.IBucket;
  /**
   * The site's origin: the only one whose pages may upload to and read from the bucket (CORS). Absent when
   * the site is served on CloudFront's own domain: `allowSiteOriginOnceKnown` writes the rule then.
   */
  readonly siteOrigin?: string;
}

/** The one CORS rule of the bucket: the site's pages POST uploads and GET links, and read the ETag. */
export const documentsCorsRule = (siteOrigin: string): s3.CorsRule => ({
  allowedOrigins: [siteOrigin],
  allowedMethods: [s3.HttpMethods.GET, s3.HttpMethods.HEAD, s3.HttpMethods.POST],
  allowedHeaders: ['*'],
  exposedHeaders: ['ETag'],
  maxAge: 300,
});

/**
 * The staff documents bucket: private, encrypted, TLS only, versioned (an overwrite or delete can be
 * undone), access-logged, and retained when the stack is deleted. Browsers on the site's origin alone
 * may POST uploads and GET links (CORS); a deleted object's old versions go after the Trash period, and
 * half-finished multipart uploads after a day; exports (`exports/`) expire after EXPORT_RETENTION_DAYS, and
 * clients' files waiting in `quarantine/` after QUARANTINE_RETENTION_DAYS, and letters' previews after a day.
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
      ...(props.siteOrigin ? { cors: [documentsCorsRule(props.siteOrigin)] } : {}),
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
          // waits for staff to release it. Whatever is left expires. A held file is one version of its key
          // (a second POST with its permission makes it noncurrent), and a release copies that version: it
          // is kept as long as the current one.
          id: 'ExpireQuarantine',
          prefix: QUARANTINE_PREFIX,
          expiration: Duration.days(QUARANTINE_RETENTION_DAYS),
          noncurrentVersionExpiration: Duration.days(QUARANTINE_RETENTION_DAYS),
        },
        {
          // A letter's preview is looked at through a 5-minute link before sending; it is never the letter.
          id: 'ExpireLetterPreviews',
          prefix: LETTER_PREVIEWS_PREFIX,
          expiration: Duration.days(1),
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

  /**
   * The CORS rule for a site origin known only once the distribution exists (CloudFront's own domain): the
   * bucket cannot name it, since the distribution's security headers name the bucket (its upload origin),
   * so a custom resource writes the rule after both exist. `renewWith` changes with every new site build,
   * so each deployment writes the rule again, whatever CloudFormation did to the bucket before it.
   */
  allowSiteOriginOnceKnown(siteOrigin: string, renewWith: string): cr.AwsCustomResource {
    const rule = documentsCorsRule(siteOrigin);
    const putCors: cr.AwsSdkCall = {
      service: 'S3',
      action: 'putBucketCors',
      parameters: {
        Bucket: this.bucket.bucketName,
        CORSConfiguration: {
          CORSRules: [
            {
              AllowedOrigins: rule.allowedOrigins,
              AllowedMethods: rule.allowedMethods,
              AllowedHeaders: rule.allowedHeaders,
              ExposeHeaders: rule.exposedHeaders,
              MaxAgeSeconds: rule.maxAge,
            },
          ],
        },
      },
      physicalResourceId: cr.PhysicalResourceId.of('SiteOriginCors'),
    };
    const writer = new cr.AwsCustomResource(this, 'SiteOriginCors', {
      onCreate: putCors,
      onUpdate: putCors,
      policy: cr.AwsCustomResourcePolicy.fromSdkCalls({ resources: [this.bucket.bucketArn] }),
      installLatestAwsSdk: false,
      resourceType: 'Custom::SiteOriginCors',
    });
    acknowledgeCdkOwnedHandler(this, 'AWS679f53fac002430cb0da5b7982bd2287', {
      'AwsSolutions-IAM4':
        "aws-cdk-lib's AwsCustomResource provider writes its own logs through AWSLambdaBasicExecutionRole.",
      'AwsSolutions-L1':
        'aws-cdk-lib pins the runtime of its AwsCustomResource provider; it moves with aws-cdk-lib.',
    });
    // Not part of the call: a changed property is an update, and an update writes the rule again.
    const resource = writer.node.findChild('Resource').node.defaultChild as CfnResource;
    resource.addPropertyOverride('RenewWith', renewWith);
    return writer;
  }

  /** The origin presigned links point at (virtual-hosted, regional): what the CSP names. */
  get origin(): string {
    return `https://${this.bucket.bucketRegionalDomainName}`;
  }
}
