import { S3Client } from '@aws-sdk/client-s3';
import { config } from '../../config';

let client: S3Client | undefined;
let clientEndpoint: string | undefined;

/**
 * One S3 client per process (per endpoint). Locally it talks to s3rver: path-style addressing, and
 * checksums only where S3 requires them (s3rver does not know the newer default checksum headers).
 */
export function s3Client(): S3Client {
  const { region, endpoints } = config();
  if (!client || clientEndpoint !== endpoints.s3) {
    clientEndpoint = endpoints.s3;
    const local = endpoints.s3
      ? {
          endpoint: endpoints.s3,
          forcePathStyle: true,
          credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {};
    client = new S3Client({ region, ...local });
  }
  return client;
}
