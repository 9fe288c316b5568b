import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import { schedules, type ScheduleEntry } from '../backend/handlers/schedules/registry';
import { BackendFunction } from './backend-function';
import { FailedRuns } from './failed-runs';
import type { BackendResources } from './backend-resources';

export interface SchedulesProps {
  readonly resources: BackendResources;
  /** The registry's list unless a test narrows it. */
  readonly entries?: readonly ScheduleEntry[];
}

/**
 * The timed work (backend/handlers/schedules/registry.ts): per entry one function with only the grants its
 * entry lists, and an EventBridge rule that calls it every few minutes. EventBridge invokes the function
 * asynchronously: a call it cannot deliver (twice retried) and a run that fails are both kept in the
 * entry's dead-letter queue. Lambda retries a failed run only within the schedule's interval; after that
 * the next tick is the retry (every scheduled handler is idempotent).
 */
export class Schedules extends Construct {
  readonly functions: Record<string, BackendFunction> = {};
  readonly rules: Record<string, events.Rule> = {};
  readonly failedRuns: Record<string, FailedRuns> = {};

  constructor(scope: Construct, id: string, props: SchedulesProps) {
    super(scope, id);
    for (const entry of props.entries ?? schedules) {
      const backendFunction = new BackendFunction(this, entry.name, {
        entry: `schedules/${entry.entry}`,
        access: entry,
        resources: props.resources,
        description: entry.description,
      });
      const rule = new events.Rule(this, `${entry.name}Rule`, {
        description: entry.description,
        schedule: events.Schedule.rate(Duration.minutes(entry.everyMinutes)),
      });
      const failedRuns = new FailedRuns(backendFunction, 'FailedRuns', {
        function: backendFunction.function,
        retryAttempts: 2,
        maxEventAge: Duration.minutes(entry.everyMinutes),
      });
      rule.addTarget(
        new targets.LambdaFunction(backendFunction.function, {
          retryAttempts: 2,
          deadLetterQueue: failedRuns.queue,
        }),
      );
      this.functions[entry.name] = backendFunction;
      this.failedRuns[entry.name] = failedRuns;
      this.rules[entry.name] = rule;
    }
  }
}
