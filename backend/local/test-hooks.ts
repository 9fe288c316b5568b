/**
 * Hooks for tests of the running local stack, answered only when the stack was started with them
 * (`LOCAL_TEST_HOOKS=1 npm start`, as the browser tests do; never in AWS, where nothing routes here):
 *
 * - `POST /__test/clock` `{"advanceMinutes": n}` moves the product's clock forward (backend/adapters/clock.ts)
 *   and answers `{"now": "<ISO time>"}`; `{"reset": true}` puts it back. Idle timeouts, business-minute alerts
 *   and follow-up cadences are tested by moving time, never by sleeping.
 * - `POST /__test/schedules/<name>` runs one schedule (backend/handlers/schedules/registry.ts) now, as its
 *   EventBridge rule would, and answers once it has finished: `{"result": ...}`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { clockMovedMs, productClock } from '../adapters/clock';
import { ENV } from '../environment';
import { schedules } from '../handlers/schedules/registry';
import { BODY_LIMIT_BYTES } from '../handlers/request-limits';
import { readBody, type EdgeRoute } from './edge-router';
import { importScheduledHandler } from './schedules';

export const TEST_HOOKS_PATH = '/__test/';

/** Moves the clock `minutes` forward (or back, negative) and returns the product's time after the move. */
export function advanceClock(minutes: number): Date {
  process.env[ENV.localClockOffsetMs] = String(clockMovedMs() + minutes * 60_000);
  return productClock();
}

export function resetClock(): Date {
  delete process.env[ENV.localClockOffsetMs];
  return productClock();
}

/** Runs the named schedule's handler once and returns what it returned. */
export async function runSchedule(name: string): Promise<unknown> {
  const entry = schedules.find((candidate) => candidate.name === name);
  if (!entry) throw new UnknownSchedule(name);
  const handler = await importScheduledHandler(entry.entry);
  return handler({ source: 'local.test-hook', detail: { name } });
}

class UnknownSchedule extends Error {
  constructor(name: string) {
    super(`No schedule named "${name}": ${schedules.map((entry) => entry.name).join(', ')}`);
  }
}

/** The body as JSON ({} when empty); refuses one over the HTTP API's limit or that is not JSON. */
async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readBody(req, BODY_LIMIT_BYTES.api);
  if (text === undefined) throw new Error('The body is too large');
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    throw new Error('The body is not JSON');
  }
}

function answer(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

/** The edge route that answers the hooks. */
export function testHooksRoute(): EdgeRoute {
  return {
    matches: (path) => path.startsWith(TEST_HOOKS_PATH),
    async handle(req, res, path) {
      if (req.method !== 'POST') return answer(res, 405, { error: 'POST only' });
      let body: Record<string, unknown>;
      try {
        body = await readJson(req);
      } catch (error) {
        return answer(res, 400, { error: (error as Error).message });
      }
      if (path === `${TEST_HOOKS_PATH}clock`) {
        if (body.reset === true) return answer(res, 200, { now: resetClock().toISOString() });
        const minutes = body.advanceMinutes;
        if (typeof minutes !== 'number' || !Number.isFinite(minutes)) {
          return answer(res, 400, { error: 'Send {"advanceMinutes": <number>} or {"reset": true}' });
        }
        return answer(res, 200, { now: advanceClock(minutes).toISOString() });
      }
      const schedule = new RegExp(`^${TEST_HOOKS_PATH}schedules/([^/]+)$`).exec(path)?.[1];
      if (schedule) {
        try {
          return answer(res, 200, { result: (await runSchedule(decodeURIComponent(schedule))) ?? null });
        } catch (error) {
          return answer(res, error instanceof UnknownSchedule ? 404 : 500, {
            error: (error as Error).message,
          });
        }
      }
      return answer(res, 404, { error: 'No such test hook' });
    },
  };
}
