/**
 * `npm start`: builds the site if it is missing, then runs the whole product locally (docs/local-stack.md).
 * Every failure is one line a person can act on, never a stack trace.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRM_IDENTITY } from '../backend/contract/firm';
import { RENDERER_BUILD_DIR } from '../backend/pages/site-build';
import { hasRenderer, startLocalStack } from '../backend/local/stack';
import { PAGE_POLICY_MARK } from '../backend/pages/page-csp';
import { siteDirectory } from '../backend/pages/site-build';
import { LOCAL_ADMIN } from './local-admin';

function portFrom(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`${name} must be a port number, not "${raw}".`);
  return port;
}

function ensureBuilt(root: string): void {
  const siteDir = siteDirectory(root);
  const home = join(siteDir, 'index.html');
  // A build from before per-page script policies would be served without any script policy, and one from
  // before the news renderer could not put published posts on the site: rebuild it.
  const renderable = hasRenderer(join(siteDir, '..', RENDERER_BUILD_DIR));
  if (existsSync(home) && readFileSync(home, 'utf8').includes(PAGE_POLICY_MARK) && renderable) return;
  console.log('Building the site (first start)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The site build failed; see the output above.');
}

async function main(): Promise<void> {
  const root = process.cwd();
  ensureBuilt(root);
  const stack = await startLocalStack({
    port: portFrom('PORT', 3000),
    mailPort: portFrom('MAIL_PORT', 8005),
    s3Port: portFrom('S3_PORT', 4569),
    dataDir: process.env.DATA_DIR || '.data',
    siteDir: siteDirectory(root),
    siteUrl: process.env.SITE_URL || undefined,
    // Browser tests run the schedules every few seconds instead of every few minutes.
    scheduleIntervalSeconds: process.env.SCHEDULE_INTERVAL_SECONDS
      ? Number(process.env.SCHEDULE_INTERVAL_SECONDS)
      : undefined,
    // Browser tests move the clock and run schedules at the moment they choose (backend/local/test-hooks.ts).
    testHooks: process.env.LOCAL_TEST_HOOKS === '1',
    admin: {
      ...LOCAL_ADMIN,
      email: process.env.ADMIN_EMAIL || LOCAL_ADMIN.email,
      password: process.env.ADMIN_PASSWORD || LOCAL_ADMIN.password,
    },
  });
  console.log(`${FIRM_IDENTITY.shortName} is running.
  Site:     ${stack.url}
  GraphQL:  ${stack.url}/graphql
  Mail API: ${stack.url}/api
  Mailbox:  ${stack.mailUrl}  (JSON: ${stack.mailUrl}/store)
  S3:       ${stack.s3Url}
Press Ctrl-C to stop.`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    stack.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(`npm start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
