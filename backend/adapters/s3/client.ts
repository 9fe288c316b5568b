import type { S3Client } from '@aws-sdk/client-s3';
import { onFirstUse } from '../../on-first-use';
import { endpointClient } from '../endpoint-client';

/**
 * The S3 SDK and its presigners, loaded by the first call that needs each rather than when the function
 * starts: the S3 client alone is about 145 ms of a cold start, and most requests of the functions that carry
 * it (the File Manager's lists, a consultation, a client's page) never call S3
 * (docs/decisions/013-composition-by-what-it-wires.md).
 */
export const s3Sdk = onFirstUse(() => import('@aws-sdk/client-s3'));
export const presignedPosts = onFirstUse(() => import('@aws-sdk/s3-presigned-post'));
export const requestPresigner = onFirstUse(() => import('@aws-sdk/s3-request-presigner'));

/**
 * One S3 client per process (per endpoint). Locally it talks to s3rver: path-style addressing, and
 * checksums only where S3 requires them (s3rver does not know the newer default checksum headers).
 */
export const s3Client = endpointClient(
  (endpoints) => endpoints.s3,
  async (region, endpoint): Promise<S3Client> => {
    const { S3Client } = await s3Sdk();
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

/** The SDK's commands and the client, for a call about to be sent. */
export async function s3() {
  const [sdk, client] = await Promise.all([s3Sdk(), s3Client()]);
  return { sdk, client };
}

/** Whether an S3 error says the object is not there (HEAD answers a bare 404, NotFound). */
export const isNotFound = (error: unknown) => (error as { name?: string }).name === 'NotFound';

/**
 * Whether an S3 error says the one object a call named is not there as named: its ETag is no longer the one
 * given (If-Match, CopySourceIfMatch: 412 PreconditionFailed), or the key or version is gone.
 */
export function isObjectChanged(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    ['PreconditionFailed', 'NoSuchKey', 'NoSuchVersion', 'NotFound'].includes(name ?? '') ||
    $metadata?.httpStatusCode === 412
  );
}
