/**
 * S3 (staff documents, clients' quarantine), locally: s3rver in this process, under DATA_DIR, with S3's
 * conditional reads and copies added (s3rver ignores them).
 */
import { join } from 'node:path';
import { Readable } from 'node:stream';
import S3rver, { type S3rverContext, type S3rverMiddleware } from 's3rver';

export const DOCUMENTS_BUCKET = 'documents';

export interface LocalS3 {
  endpoint: string;
  /**
   * Calls `listener` for every object created (S3's ObjectCreated event notifications), with its ETag when
   * the notification has one (an upload's; s3rver's copy notifications carry none).
   */
  onObjectCreated(listener: (bucket: string, key: string, eTag?: string) => void): void;
  close(): Promise<void>;
}

/** The part of s3rver's S3 event notification read here. */
interface S3Notification {
  Records?: {
    eventName?: string;
    s3?: { bucket?: { name?: string }; object?: { key?: string; eTag?: string } };
  }[];
}

const bareETag = (eTag: string) => eTag.replace(/^W\//, '').replace(/"/g, '');

/** S3's answer to a condition that does not hold. */
function preconditionFailed(ctx: S3rverContext, condition: string) {
  if (ctx.body instanceof Readable) ctx.body.destroy();
  ctx.status = 412;
  ctx.type = 'application/xml';
  ctx.body =
    '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>PreconditionFailed</Code>' +
    `<Message>At least one of the pre-conditions you specified did not hold</Message><Condition>${condition}</Condition></Error>`;
}

/** Whether the copy's source (`x-amz-copy-source`, as s3rver reads it) has this ETag; true when it is gone. */
async function copySourceMatches(store: S3rver['store'], copySource: string, eTag: string): Promise<boolean> {
  const path = decodeURI(copySource)
    .replace(/^\//, '')
    .replace(/\?versionId=.*$/, '');
  const [bucket = '', ...key] = path.split('/');
  try {
    const { etag } = await store.getMetadata(bucket, key.join('/'));
    return bareETag(etag) === bareETag(eTag);
  } catch {
    return true; // s3rver answers NoSuchKey itself, as S3 does
  }
}

/**
 * S3's conditions that s3rver does not check: a GET or HEAD with `If-Match` and a copy with
 * `x-amz-copy-source-if-match` answer 412 PreconditionFailed unless the object's ETag is the one named, as
 * S3 does. s3rver writes an object in place, so checking first would not be enough: every request that
 * writes (PUT, POST, DELETE) and every conditional read runs one at a time, a copy's condition is checked
 * inside its turn, and a conditional GET's body is read whole before the turn ends. So no upload lands
 * between the check and the copy or read it guards, and a conditional read never mixes two objects.
 */
export function conditionalRequests(store: S3rver['store']): S3rverMiddleware {
  let last: Promise<unknown> = Promise.resolve();
  const oneAtATime = (run: () => Promise<void>): Promise<void> => {
    const turn = last.then(run, run);
    last = turn.catch(() => undefined);
    return turn;
  };
  return (ctx, next) => {
    const ifMatch = ctx.get('if-match');
    const copyIfMatch = ctx.get('x-amz-copy-source-if-match');
    const writes = ['PUT', 'POST', 'DELETE'].includes(ctx.method);
    if (!writes && !ifMatch) return next();
    // A caller that hangs up mid-upload leaves s3rver's handler waiting for ever: its turn ends then.
    const hungUp = new Promise<'hung up'>((resolve) => ctx.res.once('close', () => resolve('hung up')));
    return oneAtATime(async () => {
      if (copyIfMatch && !(await copySourceMatches(store, ctx.get('x-amz-copy-source'), copyIfMatch))) {
        return preconditionFailed(ctx, 'x-amz-copy-source-If-Match');
      }
      if ((await Promise.race([next(), hungUp])) === 'hung up') return;
      if (!ifMatch || !['GET', 'HEAD'].includes(ctx.method) || ctx.status !== 200) return;
      if (bareETag(ctx.response.get('ETag')) !== bareETag(ifMatch))
        return preconditionFailed(ctx, 'If-Match');
      if (ctx.body instanceof Readable) {
        const chunks: Buffer[] = [];
        for await (const chunk of ctx.body) chunks.push(Buffer.from(chunk as Uint8Array));
        ctx.body = Buffer.concat(chunks);
      }
    });
  };
}

/**
 * The bucket's CORS, as infra/documents.ts sets it in AWS: only the site's origin may upload (POST) and
 * read (GET, HEAD) from a browser. Origins are written into XML, so anything but an origin is refused.
 */
export function documentsCorsXml(allowedOrigins: readonly string[]): string {
  for (const origin of allowedOrigins) {
    if (new URL(origin).origin !== origin) throw new Error(`Not an origin: ${origin}`);
  }
  const origins = allowedOrigins.map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`).join('');
  return (
    '<CORSConfiguration><CORSRule>' +
    origins +
    '<AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedMethod>POST</AllowedMethod>' +
    '<AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>300</MaxAgeSeconds>' +
    '</CORSRule></CORSConfiguration>'
  );
}

export async function startS3(
  dataDir: string,
  port: number,
  allowedOrigins: readonly string[],
): Promise<LocalS3> {
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory: join(dataDir, 's3'),
    silent: true,
    configureBuckets: [{ name: DOCUMENTS_BUCKET, configs: [documentsCorsXml(allowedOrigins)] }],
  });
  // First in line, before s3rver's own middleware (Koa composes them when the server starts).
  server.middleware.unshift(conditionalRequests(server.store));
  const { port: boundPort } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${boundPort}`,
    onObjectCreated(listener) {
      server.on('event', (notification) => {
        const event = notification as S3Notification;
        for (const record of event.Records ?? []) {
          const bucket = record.s3?.bucket?.name;
          const key = record.s3?.object?.key;
          if (record.eventName?.startsWith('ObjectCreated') && bucket && key) {
            listener(bucket, decodeURIComponent(key.replace(/\+/g, ' ')), record.s3?.object?.eTag);
          }
        }
      });
    },
    close: () => server.close(),
  };
}
