/** S3 (staff documents), locally: s3rver in this process, under DATA_DIR. */
import { join } from 'node:path';
import S3rver from 's3rver';

export const DOCUMENTS_BUCKET = 'documents';

export interface LocalS3 {
  endpoint: string;
  close(): Promise<void>;
}

export async function startS3(dataDir: string, port: number): Promise<LocalS3> {
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory: join(dataDir, 's3'),
    silent: true,
    configureBuckets: [{ name: DOCUMENTS_BUCKET }],
  });
  const { port: boundPort } = await server.run();
  return { endpoint: `http://127.0.0.1:${boundPort}`, close: () => server.close() };
}
