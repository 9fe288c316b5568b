import { Duration, Validations } from 'aws-cdk-lib';
import * as destinations from 'aws-cdk-lib/aws-lambda-destinations';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

/**
 * How long a failed run is kept. Long enough to outlast a weekend before an operator looks; no longer,
 * since a run's event can name a person (the reset link's email and client address).
 */
export const FAILED_RUN_RETENTION = Duration.days(7);

export interface FailedRunsProps {
  /** The function whose asynchronous runs (jobs, schedules) are kept here once they have failed for good. */
  readonly function: lambda.Function;
  /** Lambda's retries of a run that failed (at most 2, about 1 and 2 minutes apart). */
  readonly retryAttempts: number;
  /** A run not done within this time is not retried any more. */
  readonly maxEventAge: Duration;
}

/**
 * The dead-letter queue of one asynchronously run function: its retry policy, and an encrypted, TLS-only
 * SQS queue that receives every run that failed after its retries (Lambda's on-failure destination, with
 * the event and the error), so failures are kept and countable instead of only logged.
 */
export class FailedRuns extends Construct {
  readonly queue: sqs.Queue;

  constructor(scope: Construct, id: string, props: FailedRunsProps) {
    super(scope, id);
    this.queue = new sqs.Queue(this, 'Queue', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: FAILED_RUN_RETENTION,
    });
    Validations.of(this.queue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        "This queue is a dead-letter queue: Lambda's on-failure destination for the function's failed runs " +
        "(cdk-nag recognizes only queues named in another queue's redrive policy).",
    });
    props.function.configureAsyncInvoke({
      retryAttempts: props.retryAttempts,
      maxEventAge: props.maxEventAge,
      onFailure: new destinations.SqsDestination(this.queue),
    });
  }
}
