/**
 * The local S3 holds S3's conditions that s3rver alone ignores: a copy with `x-amz-copy-source-if-match`
 * and a read with `If-Match` of an object since replaced answer 412 PreconditionFailed, as S3 does, so the
 * promotion's pinned copy means the same locally as in AWS; and a conditional read waits for an upload in
 * progress instead of reading half of it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CopyObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENTS_BUCKET, startS3, type LocalS3 } from './documents';

let s3: LocalS3;
let client: S3Client;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'bo-s3-'));
  s3 = await startS3(dataDir, 0, ['http://localhost:3000']);
  client = new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
});

afterAll(async () => {
  await s3.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const Bucket = DOCUMENTS_BUCKET;
const put = async (Key: string, body: string) =>
  (await client.send(new PutObjectCommand({ Bucket, Key, Body: body }))).ETag!;
const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: { name: string; $metadata?: { httpStatusCode?: number } }) => [
      error.name,
      error.$metadata?.httpStatusCode,
    ],
  );

describe('the local S3', () => {
  it('copies only while the source still has the ETag named, as S3 does', async () => {
    const first = await put('quarantine/a/1', 'the clean file');
    const second = await put('quarantine/a/1', 'a second object');
    const copy = (eTag: string, Key: string) =>
      client.send(
        new CopyObjectCommand({
          Bucket,
          Key,
          CopySource: `${Bucket}/quarantine/a/1`,
          CopySourceIfMatch: eTag,
        }),
      );
    expect(await errorOf(copy(first, 'documents/x/1'))).toEqual(['PreconditionFailed', 412]);
    expect(await errorOf(client.send(new HeadObjectCommand({ Bucket, Key: 'documents/x/1' })))).toEqual([
      'NotFound',
      404,
    ]);
    await copy(second, 'documents/x/2');
    const copied = await client.send(new GetObjectCommand({ Bucket, Key: 'documents/x/2' }));
    expect(await copied.Body!.transformToString()).toBe('a second object');
    // Quoted or bare, as S3 takes it.
    await copy(second.replace(/"/g, ''), 'documents/x/3');
  });

  it('reads only while the object still has the ETag named', async () => {
    const first = await put('quarantine/b/1', 'the clean file');
    await put('quarantine/b/1', 'a second object');
    expect(
      await errorOf(client.send(new GetObjectCommand({ Bucket, Key: 'quarantine/b/1', IfMatch: first }))),
    ).toEqual(['PreconditionFailed', 412]);
  });

  it('lets a conditional read wait for an upload in progress rather than read half of it', async () => {
    const big = 'x'.repeat(4 * 1024 * 1024);
    const current = await put('quarantine/c/1', big);
    const reads = Array.from({ length: 5 }, () =>
      client
        .send(new GetObjectCommand({ Bucket, Key: 'quarantine/c/1', IfMatch: current }))
        .then(async (answer) => (await answer.Body!.transformToString()).length)
        .catch((error: Error) => error.name),
    );
    const replaced = put('quarantine/c/1', 'y'.repeat(big.length));
    // Each read saw the whole first object, or was refused once the second was in place: never a mix.
    for (const read of await Promise.all(reads)) expect([big.length, 'PreconditionFailed']).toContain(read);
    await replaced;
  });
});
