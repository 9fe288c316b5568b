import { describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import type { ScheduleEntry } from '../backend/handlers/schedules/registry';
import { TABLE_APPEND_ACTION } from './backend-function';
import { actionsOf, logicalId, statementsOfRole, useTestApp } from './test-app';

/** A stand-in job: any handler module will do for the wiring under test. */
const SAMPLE: ScheduleEntry = {
  name: 'SampleSweeper',
  entry: '../graphql/health',
  everyMinutes: 5,
  description: 'A sample timed job',
  reads: ['consultations'],
  writes: [],
  appends: ['audit'],
  sendsMail: false,
  usesSecret: false,
};

const built = useTestApp({ resolvers: [], schedules: [SAMPLE] });

describe('schedules', () => {
  it('calls each timed job from an EventBridge rule at its rate', () => {
    const functionId = logicalId(built.stack.schedules.functions.SampleSweeper!.function);
    built.template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(5 minutes)',
      State: 'ENABLED',
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [functionId, 'Arn'] },
          RetryPolicy: { MaximumRetryAttempts: 2 },
        }),
      ],
    });
  });

  it('gives the job only its own grants: reads, and PutItem alone on the append-only audit table', () => {
    const roleId = logicalId(built.stack.schedules.functions.SampleSweeper!.role);
    const dynamo = statementsOfRole(built.template, roleId).filter((statement) =>
      actionsOf(statement).some((action) => action.startsWith('dynamodb:')),
    );
    const actions = dynamo.flatMap(actionsOf);
    expect(actions).toContain(TABLE_APPEND_ACTION);
    expect(actions).not.toContain('dynamodb:UpdateItem');
    expect(actions).not.toContain('dynamodb:DeleteItem');
    expect(actions).not.toContain('dynamodb:Scan');
  });
});
