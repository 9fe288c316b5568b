import { join } from 'node:path';
import { Duration } from 'aws-cdk-lib';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { RENDERER_BUILD_DIR } from '../backend/pages/site-build';
import { ENV } from '../backend/environment';
import { jobs, type JobEntry, type JobName } from '../backend/handlers/jobs/registry';
import { BackendFunction } from './backend-function';
import { FailedRuns } from './failed-runs';
import type { BackendResources } from './backend-resources';

export interface JobsProps {
  /** Everything but the jobs themselves: job functions start no jobs. */
  readonly resources: Omit<BackendResources, 'jobs'>;
  /** The built site's client folder; the news renderer bundles the server build kept beside it. */
  readonly siteDir: string;
}

/** Rendering pages with React takes more than a request's memory and time (all published posts after a deploy). */
const RENDERER_MEMORY_MB = 1024;
const RENDERER_TIMEOUT = Duration.minutes(2);

/**
 * The work requests hand on to run after their answer (backend/handlers/jobs/registry.ts): one function
 * per entry with only the grants its entry lists, invoked asynchronously by the functions whose access
 * names the job. Lambda retries a failed run twice within an hour, then keeps it in the job's dead-letter
 * queue; the person can always ask again.
 */
export class Jobs extends Construct {
  readonly functions = {} as Record<JobName, BackendFunction>;
  readonly failedRuns = {} as Record<JobName, FailedRuns>;

  constructor(scope: Construct, id: string, props: JobsProps) {
    super(scope, id);
    for (const [name, entry] of Object.entries(jobs) as [JobName, JobEntry][]) {
      const backendFunction = new BackendFunction(this, entry.name, {
        entry: `jobs/${entry.entry}`,
        access: entry,
        resources: props.resources,
        description: entry.description,
        ...(entry.timeoutMinutes ? { timeout: Duration.minutes(entry.timeoutMinutes) } : {}),
        ...(entry.rendersSitePages
          ? {
              memorySize: RENDERER_MEMORY_MB,
              timeout: RENDERER_TIMEOUT,
              bundledFolder: {
                from: join(props.siteDir, '..', RENDERER_BUILD_DIR),
                to: RENDERER_BUILD_DIR,
                envVar: ENV.siteRendererDir,
              },
            }
          : {}),
      });
      this.failedRuns[name] = new FailedRuns(backendFunction, 'FailedRuns', {
        function: backendFunction.function,
        retryAttempts: 2,
        maxEventAge: Duration.hours(1),
      });
      this.functions[name] = backendFunction;
    }
  }

  /** For BackendResources: the function each job name starts. */
  byName(): Partial<Record<JobName, lambda.IFunction>> {
    const byName: Partial<Record<JobName, lambda.IFunction>> = {};
    for (const name of Object.keys(this.functions) as JobName[]) byName[name] = this.functions[name].function;
    return byName;
  }
}
