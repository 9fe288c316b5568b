import { Duration } from 'aws-cdk-lib';
import type * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { BackendFunction } from './backend-function';
import type { BackendResources } from './backend-resources';
import { FailedRuns } from './failed-runs';
import type { FunctionAccess } from './function-access';

/** Marking a lead: its record (the acknowledgement's state) and one timeline entry. */
export const MAIL_EVENTS_ACCESS: FunctionAccess = {
  reads: [],
  writes: ['consultations', 'consultationEvents'],
  sendsMail: false,
  usesSecret: false,
};

export interface MailEventsProps {
  readonly topic: sns.ITopic;
  readonly resources: BackendResources;
}

/**
 * The function SES's bounce and complaint events reach (through the configuration set's SNS topic), with
 * Lambda's retries and a dead-letter queue for an event that keeps failing.
 */
export class MailEvents extends Construct {
  readonly handler: BackendFunction;
  readonly failedRuns: FailedRuns;

  constructor(scope: Construct, id: string, props: MailEventsProps) {
    super(scope, id);
    this.handler = new BackendFunction(this, 'Handler', {
      entry: 'events/mail-events',
      access: MAIL_EVENTS_ACCESS,
      resources: props.resources,
      description: "Records SES's bounces and complaints of an acknowledgement on its lead",
    });
    props.topic.addSubscription(new subscriptions.LambdaSubscription(this.handler.function));
    this.failedRuns = new FailedRuns(this.handler, 'FailedRuns', {
      function: this.handler.function,
      retryAttempts: 2,
      maxEventAge: Duration.hours(6),
    });
  }
}
