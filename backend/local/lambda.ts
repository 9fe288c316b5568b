/**
 * Lambda's Invoke API, emulated for the job functions (backend/handlers/jobs/registry.ts): an `Event`
 * invocation is answered 202 at once, as Lambda queues it, and the same handler module then runs in this
 * process once `startAfter` resolves (the API answers in flight have been sent: answers-in-flight.ts).
 * A failure is logged (Lambda would retry; locally the caller simply asks again).
 * A job named in `without` is answered 202 and not run: the integration tests' minimal site has no renderer
 * build, so the news renderer has nothing to render there (backend/local/stack.ts).
 */
import { createServer } from 'node:http';
import { asFunction } from '../adapters/dynamodb/client';
import { grantedTables } from '../handlers/function-grants';
import { jobs } from '../handlers/jobs/registry';
import { close, listen } from './listen';

type JobHandler = (payload: unknown) => Promise<unknown>;

const INVOKE_PATH = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;

export interface LocalLambda {
  endpoint: string;
  /** Resolves once every job queued so far has finished. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export async function startLambda(
  startAfter: () => Promise<void>,
  { without = [] }: { without?: readonly string[] } = {},
): Promise<LocalLambda> {
  const handlers = new Map<string, JobHandler>();
  const skipped = new Set(without);
  for (const job of Object.values(jobs)) {
    if (skipped.has(job.name)) continue;
    const url = new URL(`../handlers/jobs/${job.entry}.ts`, import.meta.url).href;
    const { handler } = (await import(/* @vite-ignore */ url)) as { handler: JobHandler };
    const tables = grantedTables(job);
    handlers.set(job.name, (payload) => asFunction(`job ${job.name}`, tables, () => handler(payload)));
  }
  const running = new Set<Promise<unknown>>();
  const server = createServer((req, res) => {
    const name = decodeURIComponent(INVOKE_PATH.exec(req.url?.split('?')[0] ?? '')?.[1] ?? '');
    const handler = handlers.get(name);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'POST' && skipped.has(name)) {
        res.writeHead(202).end();
        return;
      }
      if (req.method !== 'POST' || !handler) {
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end('{"Type":"User","Message":"Function not found"}');
        return;
      }
      if (req.headers['x-amz-invocation-type'] !== 'Event') {
        res
          .writeHead(400, { 'content-type': 'application/json' })
          .end('{"Message":"Only Event invocations here"}');
        return;
      }
      res.writeHead(202).end();
      const payload: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const run = startAfter()
        .then(() => handler(payload))
        .catch((error: unknown) => console.error(`job ${name} failed: ${String(error)}`))
        .finally(() => running.delete(run));
      running.add(run);
    });
  });
  const port = await listen(server, 0, 'local Lambda');
  const settled = async () => {
    await Promise.allSettled([...running]);
  };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    settled,
    async close() {
      await settled();
      await close(server);
    },
  };
}
