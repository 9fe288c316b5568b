import { S3Client } from '@aws-sdk/client-s3';
import { endpointClient } from '../endpoint-client';

/**
 * One S3 client per process (per endpoint). Locally it talks to s3rver: path-style addressing, and
 * checksums only where S3 requires them (s3rver does not know the newer default checksum headers).
 */
export const s3Client = endpointClient(
  (endpoints) => endpoints.s3,
  (region, endpoint) => {
    const local = endpoint
      ? {
          endpoint,
          forcePathStyle: true,
          credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {};
    return new S3Client({ region, ...local });
  },
);
