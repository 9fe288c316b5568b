/**
 * The one logger every handler and the domain (through its port, domain/log.ts) write with: Powertools for
 * AWS Lambda's Logger, one JSON line per event on standard output, which Lambda sends to CloudWatch Logs.
 * Each line carries the id of the request it belongs to (`request_id`): the handler wrappers start every
 * invocation with `inRequest`, and an error answer quotes the same id, so a staff member who reads
 * "reference 5f0c…" on an error screen gives operators the key to every line of that request
 * (CloudWatch Logs Insights: `filter request_id = "5f0c…"`). AsyncLocalStorage keeps ids apart where one
 * process serves requests side by side (the local stack).
 *
 * A field whose name says it holds something personal or secret (domain/log.ts, UNLOGGED_FIELD) is written
 * as "[withheld]", whatever its value.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { Logger } from '@aws-lambda-powertools/logger';
import { UNLOGGED_FIELD, type Log, type LogFields } from '../domain/log';

const logger = new Logger({ serviceName: 'brandt-okafor' });
const request = new AsyncLocalStorage<string>();

/**
 * Runs `work` as one request: every line logged within it, however deep, carries `requestId` (Lambda's
 * id for the invocation). Inside a request already, without an id of its own, `work` keeps the request's.
 */
export function inRequest<T>(requestId: string | undefined, work: () => T): T {
  return request.run(requestId || request.getStore() || randomUUID(), work);
}

/** What Lambda passes a handler beside its event; only the invocation's id is read. */
export interface InvocationContext {
  awsRequestId?: string;
}

/** `handler` as a Lambda entry point: each invocation is one request (`inRequest`) under Lambda's id. */
export function invocation<Event, Result>(handler: (event: Event) => Promise<Result>) {
  return (event: Event, context?: InvocationContext): Promise<Result> =>
    inRequest(context?.awsRequestId, () => handler(event));
}

/** The id of the request running now (undefined outside one). */
export function currentRequestId(): string | undefined {
  return request.getStore();
}

/** `fields` as logged: scalar values only, the personal and secret ones withheld. */
export function loggedFields(fields: LogFields = {}): Record<string, unknown> {
  const logged: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    logged[name] =
      UNLOGGED_FIELD.test(name) || (value !== null && typeof value === 'object') ? '[withheld]' : value;
  }
  return logged;
}

function line(fields?: LogFields) {
  const requestId = currentRequestId();
  return { ...loggedFields(fields), ...(requestId ? { request_id: requestId } : {}) };
}

export const log: Log = {
  info: (event, fields) => logger.info(event, line(fields)),
  warn: (event, fields) => logger.warn(event, line(fields)),
  error: (event, fields) => logger.error(event, line(fields)),
};

/**
 * Writes a metric in CloudWatch's embedded metric format (a JSON line Lambda's log stream turns into a
 * metric without a PutMetricData call); the line is built by the composition that owns the metric.
 */
export function emitMetric(line: string): void {
  process.stdout.write(`${line}\n`);
}
