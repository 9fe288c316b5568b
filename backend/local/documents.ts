/** S3 (staff documents), locally: s3rver in this process, under DATA_DIR. */
import { join } from 'node:path';
import S3rver from 's3rver';

export const DOCUMENTS_BUCKET = 'documents';

export interface LocalS3 {
  endpoint: string;
  /** Calls `listener` for every object created (S3's ObjectCreated event notifications). */
  onObjectCreated(listener: (bucket: string, key: string) => void): void;
  close(): Promise<void>;
}

/** The part of s3rver's S3 event notification read here. */
interface S3Notification {
  Records?: { eventName?: string; s3?: { bucket?: { name?: string }; object?: { key?: string } } }[];
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
            listener(bucket, decodeURIComponent(key.replace(/\+/g, ' ')));
          }
        }
      });
    },
    close: () => server.close(),
  };
}
