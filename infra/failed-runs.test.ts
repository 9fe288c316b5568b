/** Each job and schedule: its retry policy and the dead-letter queue its failed runs land in. */
import { describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import { jobs, type JobName } from '../backend/handlers/jobs/registry';
import { schedules } from '../backend/handlers/schedules/registry';
import type { BackendFunction } from './backend-function';
import { FAILED_RUN_RETENTION, type FailedRuns } from './failed-runs';
import { logicalId, useTestApp } from './test-app';

const built = useTestApp({ resolvers: [] });

interface AsyncCase {
  pick: () => { backendFunction: BackendFunction; failedRuns: FailedRuns };
  retryAttempts: number;
  maxEventAgeSeconds: number;
}

const asyncCases: [string, AsyncCase][] = [
  ...(Object.keys(jobs) as JobName[]).map((name): [string, AsyncCase] => [
    `job ${jobs[name].name}`,
    {
      pick: () => ({
        backendFunction: built.stack.jobs.functions[name],
        failedRuns: built.stack.jobs.failedRuns[name],
      }),
      retryAttempts: 2,
      maxEventAgeSeconds: 60 * 60,
    },
  ]),
  ...schedules.map((entry): [string, AsyncCase] => [
    `schedule ${entry.name}`,
    {
      pick: () => ({
        backendFunction: built.stack.schedules.functions[entry.name]!,
        failedRuns: built.stack.schedules.failedRuns[entry.name]!,
      }),
      retryAttempts: 2,
      // Retried only within its interval: after that, the next tick runs it again.
      maxEventAgeSeconds: entry.everyMinutes * 60,
    },
  ]),
];

/** The queue's policy holds a statement like this one. */
function expectQueuePolicyStatement(queueId: string, statement: Record<string, unknown>): void {
  built.template.hasResourceProperties('AWS::SQS::QueuePolicy', {
    Queues: [{ Ref: queueId }],
    PolicyDocument: { Statement: Match.arrayWith([Match.objectLike(statement)]) },
  });
}

describe.each(asyncCases)('%s', (_, { pick, retryAttempts, maxEventAgeSeconds }) => {
  it('retries a failed run by its policy, then hands it to its own dead-letter queue', () => {
    const { backendFunction, failedRuns } = pick();
    built.template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: logicalId(backendFunction.function) },
      Qualifier: '$LATEST',
      MaximumRetryAttempts: retryAttempts,
      MaximumEventAgeInSeconds: maxEventAgeSeconds,
      DestinationConfig: {
        OnFailure: { Destination: { 'Fn::GetAtt': [logicalId(failedRuns.queue), 'Arn'] } },
      },
    });
  });

  it('keeps failed runs encrypted, over TLS only, for a week', () => {
    const { failedRuns } = pick();
    const queueId = logicalId(failedRuns.queue);
    expect(built.template.toJSON().Resources[queueId].Properties).toEqual({
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: FAILED_RUN_RETENTION.toSeconds(),
    });
    expect(FAILED_RUN_RETENTION.toDays()).toBe(7);
    expectQueuePolicyStatement(queueId, {
      Effect: 'Deny',
      Action: 'sqs:*',
      Condition: { Bool: { 'aws:SecureTransport': 'false' } },
      Resource: { 'Fn::GetAtt': [queueId, 'Arn'] },
    });
  });
});

describe.each(schedules)('the $name rule', (entry) => {
  it('retries a call it cannot deliver twice, then keeps it in the same dead-letter queue', () => {
    const queueId = logicalId(built.stack.schedules.failedRuns[entry.name]!.queue);
    const ruleId = logicalId(built.stack.schedules.rules[entry.name]!);
    const { Targets: targets } = built.template.toJSON().Resources[ruleId].Properties;
    expect(targets).toEqual([
      expect.objectContaining({
        Arn: { 'Fn::GetAtt': [logicalId(built.stack.schedules.functions[entry.name]!.function), 'Arn'] },
        RetryPolicy: { MaximumRetryAttempts: 2 },
        DeadLetterConfig: { Arn: { 'Fn::GetAtt': [queueId, 'Arn'] } },
      }),
    ]);
    // EventBridge may send to the queue for this rule only.
    expectQueuePolicyStatement(queueId, {
      Effect: 'Allow',
      Action: 'sqs:SendMessage',
      Principal: { Service: 'events.amazonaws.com' },
      Condition: { ArnEquals: { 'aws:SourceArn': { 'Fn::GetAtt': [ruleId, 'Arn'] } } },
    });
  });
});
