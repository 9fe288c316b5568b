import { Duration, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as triggers from 'aws-cdk-lib/triggers';
import { Construct } from 'constructs';
import { PUBLIC_PAGE_KEYS } from '../backend/domain/posts/public-pages';
import { ENV } from '../backend/environment';
import type { BackendFunction } from './backend-function';
import { acknowledgeCdkOwnedHandler, nagArnOf } from './nag-acknowledgements';

export interface NewsPagesProps {
  /** The news renderer's job function (infra/jobs.ts, `rendersSitePages`). */
  readonly renderer: BackendFunction;
  readonly bucket: s3.IBucket;
  readonly distribution: cloudfront.IDistribution;
  /** The deployment of the build's pages: the renderer runs once it is done. */
  readonly pagesDeployment: Construct;
}

/**
 * Published posts on the public site: the news renderer may write and delete only the news keys (English and
 * Spanish) and the sitemap of the site bucket and invalidate the one distribution, and it runs after every
 * deployment of a new build (a CDK Trigger: the renderer's bundle holds the build's server build, so a new build is a new
 * function version, which the trigger runs), rendering every published post, the list and the sitemap
 * again with the build just deployed.
 */
export class NewsPages extends Construct {
  readonly afterDeployment: triggers.Trigger;

  constructor(scope: Construct, id: string, props: NewsPagesProps) {
    super(scope, id);
    const { renderer, bucket, distribution } = props;
    renderer.function.addEnvironment(ENV.siteBucket, bucket.bucketName);
    renderer.function.addEnvironment(ENV.siteDistributionId, distribution.distributionId);

    renderer.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['s3:PutObject', 's3:DeleteObject'],
        resources: PUBLIC_PAGE_KEYS.map((key) => bucket.arnForObjects(key)),
      }),
    );
    distribution.grantCreateInvalidation(renderer.role);
    Validations.of(renderer.role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${nagArnOf(bucket)}/news-media/*]`,
      reason:
        'A post page is named by its slug (news-media/<slug>/index.html and .data): the wildcard is the news ' +
        'prefix of the site bucket, with PutObject and DeleteObject alone.',
    });
    Validations.of(renderer.role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${nagArnOf(bucket)}/es/news-media/*]`,
      reason:
        "A post's Spanish page is named by its slug (es/news-media/<slug>/index.html and .data): the wildcard " +
        'is the Spanish news prefix of the site bucket, with PutObject and DeleteObject alone.',
    });

    this.afterDeployment = new triggers.Trigger(this, 'AfterDeployment', {
      handler: renderer.function,
      executeAfter: [props.pagesDeployment],
      timeout: Duration.minutes(3),
    });
    acknowledgeCdkOwnedHandler(this, 'AWSCDK.TriggerCustomResourceProvider', {
      'AwsSolutions-IAM4':
        "aws-cdk-lib's Trigger provider writes its own logs through AWSLambdaBasicExecutionRole.",
      'AwsSolutions-IAM5': "aws-cdk-lib's Trigger provider may invoke the renderer's versions (ARN:*).",
      'AwsSolutions-L1': 'aws-cdk-lib pins the runtime of its Trigger provider; it moves with aws-cdk-lib.',
    });
  }
}
