/**
 * The whole product on one machine: the built site, /graphql (AppSync emulation), /api (API Gateway
 * emulation), DynamoDB (dynalite), SES (aws-ses-v2-local), S3 (s3rver) and Lambda's asynchronous invoke
 * for jobs, all in this process, around the same handler modules and schema the AWS stack deploys.
 */
import { existsSync } from 'node:fs';
import { mkdir, access, constants } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { tables } from '../adapters/dynamodb/tables';
import { originSecret } from '../adapters/origin-secret';
import { resetConfig } from '../config';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '../domain/edge/origin-verification';
import { jobs } from '../handlers/jobs/registry';
import { BODY_LIMIT_BYTES, bodyTooLarge } from '../handlers/request-limits';
import { DEFAULT_REGION } from '../contract/deployment';
import { FIRM_IDENTITY } from '../contract/firm';
import { RENDERER_BUILD_DIR, RENDERER_FACTS_FILE } from '../contract/site-build';
import { ENV } from '../environment';
import { answersInFlight } from './answers-in-flight';
import { createAppSyncEmulator } from './appsync';
import { invokeApi, type ApiHandler } from './api-gateway';
import { startDynamo } from './dynamodb';
import { startLambda } from './lambda';
import { startMailbox } from './mailbox';
import { startSchedules } from './schedules';
import { startS3, DOCUMENTS_BUCKET } from './documents';
import { createSiteServer } from './static-site';
import { documentsSources } from '../../infra/site/security-headers';
import { close, listen } from './listen';

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
}

export interface LocalStack {
  url: string;
  mailUrl: string;
  s3Url: string;
  /** Resolves once every job queued so far (e.g. a reset-link mail) has finished. */
  jobsSettled(): Promise<void>;
  close(): Promise<void>;
}

export class DataDirError extends Error {
  override name = 'DataDirError';
}

/** The body, or undefined when it is over `limitBytes` (the rest is read and dropped, so the answer arrives). */
function readBody(req: IncomingMessage, limitBytes: number): Promise<string | undefined> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limitBytes) chunks.push(chunk);
    });
    req.on('end', () => resolveBody(size > limitBytes ? undefined : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * The headers an API receives, as CloudFront forwards them: the viewer's address set from the connection
 * (never taken from the client), and the secret origin header CloudFront adds, overwriting any sent.
 */
async function forwardedHeaders(req: IncomingMessage): Promise<Record<string, string>> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  const address = req.socket.remoteAddress ?? 'unknown';
  headers[VIEWER_ADDRESS_HEADER] = `${address}:${req.socket.remotePort ?? 0}`;
  headers['x-forwarded-for'] = headers['x-forwarded-for']
    ? `${headers['x-forwarded-for']}, ${address}`
    : address;
  headers[ORIGIN_VERIFY_HEADER] = (await originSecret()).current;
  return headers;
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
  // The news renderer's files belong to the data, not to the build: a fresh DATA_DIR has no posts.
  const publishedDir = join(dataDir, 'site');
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
    // Last to start, first to stop: running jobs finish while their tables and mailbox are still up.
    const apiAnswers = answersInFlight();
    const lambda = await startLambda(apiAnswers.sent);
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
      [ENV.originSecretFile]: join(dataDir, 'origin-secret.json'),
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
    if (options.admin) await ensureAdministrator(options.admin);

    if (options.scheduleIntervalSeconds !== 0) {
      stopping.push(await startSchedules({ intervalSeconds: options.scheduleIntervalSeconds }));
    }

    await renderAfterDeployment(rendererDir);
    const site = createSiteServer(options.siteDir, documentsSources(s3.endpoint), publishedDir);
    const graphql = await createAppSyncEmulator();
    const { handler: mailHandler } = (await import('../handlers/api/mail')) as { handler: ApiHandler };

    server.on('request', (req, res) => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const sendJson = (answer: { status: number; body: unknown }) =>
        res
          .writeHead(answer.status, { ...site.headers, 'content-type': 'application/json; charset=utf-8' })
          .end(JSON.stringify(answer.body));
      const respond = async () => {
        if (path === '/graphql') {
          apiAnswers.track(res);
          if (req.method !== 'POST') {
            res.writeHead(405, { ...site.headers, allow: 'POST' }).end();
            return;
          }
          const body = await readBody(req, BODY_LIMIT_BYTES.graphql);
          sendJson(
            body === undefined
              ? bodyTooLarge('graphql')
              : await graphql({ body, headers: await forwardedHeaders(req) }),
          );
        } else if (path === '/api' || path.startsWith('/api/')) {
          apiAnswers.track(res);
          const body = await readBody(req, BODY_LIMIT_BYTES.api);
          if (body === undefined) {
            sendJson(bodyTooLarge('api'));
            return;
          }
          const answer = await invokeApi(mailHandler, {
            method: req.method ?? 'GET',
            path,
            rawQueryString: (req.url ?? '').split('?')[1] ?? '',
            headers: await forwardedHeaders(req),
            body,
            sourceIp: req.socket.remoteAddress ?? 'unknown',
          });
          res.writeHead(answer.status, { ...site.headers, ...answer.headers }).end(answer.body);
        } else {
          await site.serve(req, res);
        }
      };
      respond().catch((error: unknown) => {
        console.error(`local stack: ${req.method} ${path} failed: ${String(error)}`);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
        res.end('Internal error');
      });
    });

    return {
      url,
      mailUrl: `http://localhost:${mailbox.port}`,
      s3Url: s3.endpoint,
      jobsSettled: lambda.settled,
      close: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/**
 * As after every deployment in AWS (infra/news-renderer.ts), the published posts, the list and the sitemap
 * are rendered again with the build being served, whose list and sitemap know nothing of the posts. A build
 * without the renderer's server build (the integration tests' minimal site) has nothing to render.
 */
async function renderAfterDeployment(rendererDir: string): Promise<void> {
  if (!existsSync(join(rendererDir, RENDERER_FACTS_FILE))) return;
  const { handler } = await import('../handlers/jobs/update-public-pages');
  await handler({ everything: true });
}

async function ensureAdministrator(admin: NonNullable<LocalStackOptions['admin']>): Promise<void> {
  const { anyUserExists, createUser } = await import('../adapters/dynamodb/users');
  if (await anyUserExists()) return;
  const { buildNewUser } = await import('../domain/auth/new-user');
  await createUser(await buildNewUser({ ...admin, isAdmin: true }));
  console.log(`Created the local administrator ${admin.email}.`);
}
