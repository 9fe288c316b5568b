/**
 * The whole product on one machine: the built site, /graphql (AppSync emulation), /api (API Gateway
 * emulation), DynamoDB (dynalite), SES (aws-ses-v2-local), S3 (s3rver) and Lambda's asynchronous invoke
 * for jobs, all in this process, around the same handler modules and schema the AWS stack deploys.
 */
import { existsSync } from 'node:fs';
import { mkdir, access, constants } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { tables } from '../adapters/dynamodb/tables';
import { localSigningKey } from '../adapters/sealing/local-key';
import { resetConfig } from '../config';
import { type JobEntry, jobs } from '../handlers/jobs/registry';
import { DEFAULT_REGION } from '../contract/deployment';
import { FIRM_IDENTITY } from '../contract/firm';
import { RENDERER_BUILD_DIR, RENDERER_FACTS_FILE } from '../pages/site-build';
import { ENV } from '../environment';
import { answersInFlight } from './answers-in-flight';
import { createAppSyncEmulator } from './appsync';
import { loadApiFunctions } from './api-gateway';
import { startDynamo } from './dynamodb';
import { edgeRouter, graphqlEndpoint, mailApiEndpoint, type EdgeRoute } from './edge-router';
import { startLambda } from './lambda';
import { startMalwareScanner } from './malware-scanner';
import { startMailbox } from './mailbox';
import { startSchedules } from './schedules';
import { startS3, DOCUMENTS_BUCKET } from './documents';
import { createSiteServer } from './static-site';
import { documentsSources } from '../edge/security-headers';
import { close, listen } from './listen';
import { resetClock, testHooksRoute } from './test-hooks';

export interface LocalStackOptions {
  /** 0 picks a free port. */
  port: number;
  mailPort: number;
  s3Port: number;
  dataDir: string;
  siteDir: string;
  /** Origin used in links the server mails (reset links); defaults to this server's own URL. */
  siteUrl?: string;
  admin?: { email: string; password: string; firstName: string; lastName: string };
  firmInfoEmail?: string;
  mailFrom?: string;
  /**
   * The server build the news renderer renders with; defaults to the one the site build kept beside
   * `siteDir` (<build>/renderer). What it writes goes to DATA_DIR/site, served over `siteDir`.
   */
  rendererDir?: string;
  /** Runs every schedule this often instead of its own period (tests); 0 starts no schedules. */
  scheduleIntervalSeconds?: number;
  /** Answers the test hooks (backend/local/test-hooks.ts): moving the clock, running a schedule now. */
  testHooks?: boolean;
}

export interface LocalStack {
  url: string;
  mailUrl: string;
  s3Url: string;
  /** Resolves once every job queued so far (e.g. a reset-link mail) has finished. */
  jobsSettled(): Promise<void>;
  /**
   * The stand-in malware scanner's results (backend/local/malware-scanner.ts): `hold` keeps them from the
   * promotion, as a scan that answers late or never; `deliver` hands over the held ones and stops holding.
   */
  scanResults: { hold(): void; deliver(): Promise<void> };
  close(): Promise<void>;
}

export class DataDirError extends Error {
  override name = 'DataDirError';
}

/**
 * Creates the folder and any missing parents one level at a time. Node 20's `mkdir({ recursive: true })`
 * never settles for some unwritable paths (under /proc, for one), which would hang the start.
 */
async function makeDirectory(dir: string): Promise<void> {
  try {
    await mkdir(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return;
    if (code !== 'ENOENT' || dirname(dir) === dir) throw error;
    await makeDirectory(dirname(dir));
    await mkdir(dir).catch((retryError: NodeJS.ErrnoException) => {
      if (retryError.code !== 'EEXIST') throw retryError;
    });
  }
}

async function prepareDataDir(dataDir: string): Promise<void> {
  try {
    await makeDirectory(dataDir);
    await access(dataDir, constants.W_OK);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new DataDirError(
      `DATA_DIR "${dataDir}" cannot be used (${reason}); point DATA_DIR at a writable folder.`,
    );
  }
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const dataDir = resolve(options.dataDir);
  await prepareDataDir(dataDir);
  // A stack starts on the system's time, whatever an earlier stack in this process was moved to.
  resetClock();
  // The news renderer's files belong to the data, not to the build: a fresh DATA_DIR has no posts.
  const publishedDir = join(dataDir, 'site');
  const sealingKeyDir = join(dataDir, 'sealing');
  const rendererDir = resolve(options.rendererDir ?? join(options.siteDir, '..', RENDERER_BUILD_DIR));
  const server = createServer();
  const port = await listen(server, options.port, 'site, PORT');
  const url = `http://localhost:${port}`;
  const stopping: (() => Promise<void>)[] = [() => close(server)];
  const stopAll = async () => {
    for (const stop of stopping.reverse()) await stop().catch(() => undefined);
  };

  try {
    const mailbox = await startMailbox(options.mailPort);
    stopping.push(mailbox.close);
    const dynamo = await startDynamo(dataDir);
    stopping.push(dynamo.close);
    const s3 = await startS3(dataDir, options.s3Port, [...new Set([url, options.siteUrl ?? url])]);
    stopping.push(s3.close);
    // GuardDuty's stand-in: scans what lands in quarantine/ and hands the promotion its result event.
    const scanner = startMalwareScanner();
    s3.onObjectCreated(scanner.objectCreated);
    stopping.push(scanner.settled);
    // Last to start, first to stop: running jobs finish while their tables and mailbox are still up.
    const apiAnswers = answersInFlight();
    const canRender = hasRenderer(rendererDir);
    const lambda = await startLambda(apiAnswers.sent, { without: canRender ? [] : siteRenderingJobs });
    stopping.push(lambda.close);

    // The handlers read their configuration from the environment, as they do in Lambda.
    Object.assign(process.env, {
      [ENV.region]: DEFAULT_REGION,
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      [ENV.dynamodbEndpoint]: dynamo.endpoint,
      [ENV.sesEndpoint]: mailbox.endpoint,
      [ENV.s3Endpoint]: s3.endpoint,
      [ENV.lambdaEndpoint]: lambda.endpoint,
      ...Object.fromEntries(Object.values(jobs).map((job) => [job.envVar, job.name])),
      [ENV.documentsBucket]: DOCUMENTS_BUCKET,
      [ENV.signingSecretFile]: join(dataDir, 'signing-secret'),
      [ENV.publicFunctionSecretFile]: join(dataDir, 'public-function-secret'),
      [ENV.originSecretFile]: join(dataDir, 'origin-secret.json'),
      [ENV.sealingKeyDir]: sealingKeyDir,
      [ENV.mailFrom]: options.mailFrom ?? 'no-reply@brandtokafor.example',
      [ENV.firmInfoEmail]: options.firmInfoEmail ?? FIRM_IDENTITY.infoEmail,
      [ENV.siteUrl]: options.siteUrl ?? url,
      [ENV.siteFilesDir]: publishedDir,
      [ENV.siteRendererDir]: rendererDir,
      ...Object.fromEntries(
        Object.entries(tables).map(([key, table]) => [
          table.envVar,
          dynamo.tableNames[key as keyof typeof tables],
        ]),
      ),
    });

    resetConfig();
    // The local seal key is made on first start (for local use only: docs/local-stack.md).
    await localSigningKey(sealingKeyDir);
    if (options.admin) await ensureAdministrator(options.admin);

    if (options.scheduleIntervalSeconds !== 0) {
      stopping.push(await startSchedules({ intervalSeconds: options.scheduleIntervalSeconds }));
    }

    if (canRender) await renderAfterDeployment();
    const site = createSiteServer(options.siteDir, documentsSources(s3.endpoint), publishedDir);
    const graphql = await createAppSyncEmulator();
    const apiFunctions = await loadApiFunctions();

    const apiRoutes: EdgeRoute[] = [
      ...(options.testHooks ? [testHooksRoute()] : []),
      { matches: (path) => path === '/graphql', handle: graphqlEndpoint(graphql, site.headers) },
      {
        matches: (path) => path === '/api' || path.startsWith('/api/'),
        handle: mailApiEndpoint(apiFunctions, site.headers),
      },
    ];
    server.on('request', edgeRouter(apiRoutes, site.serve, apiAnswers));

    return {
      url,
      mailUrl: `http://localhost:${mailbox.port}`,
      s3Url: s3.endpoint,
      jobsSettled: async () => {
        await lambda.settled();
        await scanner.settled();
      },
      scanResults: { hold: scanner.holdResults, deliver: scanner.deliverHeld },
      close: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** Whether `rendererDir` holds the news renderer's server build (a site build keeps it beside its client). */
export const hasRenderer = (rendererDir: string) => existsSync(join(rendererDir, RENDERER_FACTS_FILE));
/** The jobs that need the renderer build: not run on a site without it (their start is still answered). */
const siteRenderingJobs = Object.values(jobs)
  .filter((job: JobEntry) => job.rendersSitePages)
  .map((job) => job.name);

/**
 * As after every deployment in AWS (infra/news-renderer.ts), the published posts, the list and the sitemap
 * are rendered again with the build being served, whose list and sitemap know nothing of the posts. Only
 * for a build with the renderer's server build: the integration tests' minimal site has nothing to render.
 */
async function renderAfterDeployment(): Promise<void> {
  const { handler } = await import('../handlers/jobs/update-public-pages');
  await handler({ everything: true });
}

async function ensureAdministrator(admin: NonNullable<LocalStackOptions['admin']>): Promise<void> {
  const { anyUserExists, createUser } = await import('../adapters/dynamodb/users');
  if (await anyUserExists()) return;
  const { buildNewUser } = await import('../domain/auth/new-user');
  const { productClock } = await import('../adapters/clock');
  await createUser(await buildNewUser({ ...admin, isAdmin: true }, productClock()));
  console.log(`Created the local administrator ${admin.email}.`);
}
