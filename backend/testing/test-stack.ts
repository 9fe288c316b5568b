/**
 * For integration tests: a local stack on free ports with a fresh DATA_DIR and a minimal site folder, so
 * handler tests run against real dynalite and the real local SES without needing a site build.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resetConfig } from '../config';
import { ENV } from '../environment';
import type { TypedDocument } from '../contract/graphql/typed-document';
import type { GraphqlBody } from '../local/graphql-from';
import { startLocalStack, type LocalStack, type LocalStackOptions } from '../local/stack';
import { advanceClock, runSchedule } from '../local/test-hooks';

export const TEST_ADMIN = {
  email: 'admin@brandtokafor.example',
  password: 'TestAdmin#2026',
  firstName: 'Test',
  lastName: 'Admin',
};

export function makeTestSite(root: string): string {
  const siteDir = join(root, 'site', 'client');
  mkdirSync(join(siteDir, 'about'), { recursive: true });
  mkdirSync(join(siteDir, 'assets'), { recursive: true });
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Home</title><h1>Home</h1>');
  writeFileSync(join(siteDir, 'about', 'index.html'), '<!doctype html><title>About</title><h1>About</h1>');
  writeFileSync(join(siteDir, '__spa-fallback.html'), '<!doctype html><title>App</title>');
  writeFileSync(join(siteDir, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(join(siteDir, 'assets', 'app.js'), 'console.log(1);');
  writeFileSync(join(siteDir, 'assets', 'large.js'), `console.log('${'x'.repeat(4000)}');`);
  return siteDir;
}

type GraphqlCall<Result> = Promise<{ status: number; body: GraphqlBody<Result> }>;

/** The data of an answer the test needs to go on: fails the test with the answer's errors otherwise. */
export function dataOf<Result>(body: GraphqlBody<Result>): Result {
  if (!body.data) throw new Error(`no data in the answer: ${JSON.stringify(body.errors)}`);
  return body.data;
}

export interface TestStack extends LocalStack {
  dataDir: string;
  /** POST /graphql with a bearer token ('' sends a bare "Bearer"; null sends no header). */
  graphql<Result, Variables>(
    query: TypedDocument<Result, Variables>,
    variables?: Variables,
    token?: string | null,
  ): GraphqlCall<Result>;
  emails(): Promise<
    { destination: { to: string[] }; subject: string; body: { html?: string; text?: string } }[]
  >;
  /** Moves the product's clock forward (the handlers run in this process); returns the new time. */
  moveClock(minutes: number): Date;
  /** Runs one schedule now and returns what its handler returned. */
  runSchedule(name: string): Promise<unknown>;
  stop(options?: { keepData?: boolean }): Promise<void>;
}

export async function startTestStack(overrides: Partial<LocalStackOptions> = {}): Promise<TestStack> {
  const root = mkdtempSync(join(tmpdir(), 'bo-test-'));
  const dataDir = overrides.dataDir ?? join(root, 'data');
  const stack = await startLocalStack({
    port: 0,
    mailPort: 0,
    s3Port: 0,
    dataDir,
    siteDir: overrides.siteDir ?? makeTestSite(root),
    admin: TEST_ADMIN,
    // Integration tests call scheduled handlers themselves, at the moment they choose.
    scheduleIntervalSeconds: 0,
    ...overrides,
  });
  return {
    ...stack,
    dataDir,
    async graphql<Result, Variables>(
      query: TypedDocument<Result, Variables>,
      variables?: Variables,
      token: string | null = '',
    ) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token !== null) headers.authorization = `Bearer ${token}`.trim();
      const response = await fetch(`${stack.url}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables: variables ?? {} }),
      });
      return { status: response.status, body: (await response.json()) as GraphqlBody<Result> };
    },
    async emails() {
      const response = await fetch(`${stack.mailUrl}/store`);
      return ((await response.json()) as { emails: Awaited<ReturnType<TestStack['emails']>> }).emails;
    },
    moveClock: advanceClock,
    runSchedule,
    async stop({ keepData = false } = {}) {
      await stack.close();
      if (!keepData) rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Runs `run` with the mail service down: the handlers run in the test's process and read the SES endpoint
 * from its configuration, as a Lambda reads its environment, so pointing it at a closed port is an outage.
 * The working endpoint is back afterwards, whatever `run` did.
 */
export async function withMailDown<T>(run: () => Promise<T>): Promise<T> {
  const working = process.env[ENV.sesEndpoint];
  process.env[ENV.sesEndpoint] = `http://127.0.0.1:${await closedPort()}`;
  resetConfig();
  try {
    return await run();
  } finally {
    process.env[ENV.sesEndpoint] = working;
    resetConfig();
  }
}
