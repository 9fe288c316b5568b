import { Duration, Validations } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { ENV } from '../backend/environment';
import {
  ASSET_PREFIX,
  ASSETS_IN_USE_KEY,
  UNUSED_MARKER_PREFIX,
} from '../backend/domain/site/asset-retention';
import { BackendFunction } from './backend-function';
import { FailedRuns } from './failed-runs';
import type { BackendResources } from './backend-resources';
import type { FunctionAccess } from './function-access';
import { nagArnOf } from './nag-acknowledgements';

/** The sweeper touches no table, mail or secret: only the site bucket, granted below. */
const SWEEPER_ACCESS: FunctionAccess = { reads: [], writes: [], sendsMail: false, usesSecret: false };

export interface SiteAssetsRetentionProps {
  readonly bucket: s3.IBucket;
  readonly resources: BackendResources;
}

/**
 * Old build assets kept a day after a deployment stops using them (backend/domain/site/asset-retention.ts):
 * an hourly function reads the deployment's list of assets in use, marks the others and deletes them a day
 * later. It may list only the assets and its markers, read only the list, write and delete only markers,
 * and delete only assets.
 */
export class SiteAssetsRetention extends Construct {
  readonly sweeper: BackendFunction;
  readonly rule: events.Rule;
  readonly failedRuns: FailedRuns;

  constructor(scope: Construct, id: string, props: SiteAssetsRetentionProps) {
    super(scope, id);
    const { bucket } = props;
    this.sweeper = new BackendFunction(this, 'Sweeper', {
      entry: 'site/sweep-old-assets',
      access: SWEEPER_ACCESS,
      resources: props.resources,
      description: 'Deletes build assets a day after the deployed site stopped using them',
      timeout: Duration.minutes(2),
    });
    this.sweeper.function.addEnvironment(ENV.siteBucket, bucket.bucketName);
    const grants: [string[], string[]][] = [
      [['s3:GetObject'], [bucket.arnForObjects(ASSETS_IN_USE_KEY)]],
      [['s3:PutObject', 's3:DeleteObject'], [bucket.arnForObjects(`${UNUSED_MARKER_PREFIX}*`)]],
      [['s3:DeleteObject'], [bucket.arnForObjects(`${ASSET_PREFIX}*`)]],
    ];
    for (const [actions, resources] of grants)
      this.sweeper.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions, resources }));
    this.sweeper.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['s3:ListBucket'],
        resources: [bucket.bucketArn],
        conditions: { StringLike: { 's3:prefix': [`${ASSET_PREFIX}*`, `${UNUSED_MARKER_PREFIX}*`] } },
      }),
    );
    for (const prefix of [ASSET_PREFIX, UNUSED_MARKER_PREFIX]) {
      Validations.of(this.sweeper.role).acknowledge({
        id: `AwsSolutions-IAM5[Resource::${nagArnOf(bucket)}/${prefix}*]`,
        reason:
          'Build assets are named by their content hash and markers after the asset: the wildcard is the ' +
          'prefix, with only the actions the sweeper needs there.',
      });
    }

    this.rule = new events.Rule(this, 'Hourly', {
      description: 'Deletes build assets a day after the deployed site stopped using them',
      schedule: events.Schedule.rate(Duration.hours(1)),
    });
    // As the registry's schedules do (infra/schedules.ts): runs that fail, and calls EventBridge cannot
    // deliver, are kept in a dead-letter queue; the next hour's run is the retry.
    this.failedRuns = new FailedRuns(this.sweeper, 'FailedRuns', {
      function: this.sweeper.function,
      retryAttempts: 2,
      maxEventAge: Duration.hours(1),
    });
    this.rule.addTarget(
      new targets.LambdaFunction(this.sweeper.function, {
        retryAttempts: 2,
        deadLetterQueue: this.failedRuns.queue,
      }),
    );
  }
}
