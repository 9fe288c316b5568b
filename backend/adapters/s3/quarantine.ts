/**
 * The documents bucket's `quarantine/` prefix behind the client requests' Quarantine port: a client's file
 * is POSTed here by a presigned policy for exactly one key, size and type, waits for the malware scan, and is
 * copied into `documents/` (or left held) by the promotion. A policy can be used again on its key while it
 * lasts, so every read and delete after the upload names one object: its version (the bucket keeps
 * versions in AWS) and its ETag (If-Match, which the local S3 holds too: backend/local/documents.ts).
 * Objects here expire by lifecycle (infra/documents.ts), so nothing left behind lingers.
 */
import { createHash } from 'node:crypto';
import { LINK_LIFETIME_SECONDS } from '../../contract/documents';
import type { Quarantine } from '../../domain/client-requests/ports';
import { QUARANTINE_PREFIX } from '../../domain/client-requests/records';
import { isObjectChanged, presignedPosts, s3 } from './client';
import { bareETag, documentsBucket as bucket, headObject, quotedETag, versionIdOf } from './documents-bucket';

/** Bytes `file-type` needs to tell a type. */
const SNIFF_BYTES = 4100;

function quarantined(key: string): string {
  if (!key.startsWith(QUARANTINE_PREFIX)) throw new Error(`Not a quarantine key: ${key}`);
  return key;
}

/** The policy's conditions: exactly this quarantine key, this Content-Type and exactly this size. */
export function quarantineConditions(key: string, contentType: string, size: number) {
  return [
    { bucket: bucket() },
    ['eq', '$key', quarantined(key)],
    ['eq', '$Content-Type', contentType],
    ['content-length-range', size, size],
  ] as const;
}

export const quarantine: Quarantine = {
  async presignUpload({ key, contentType, size }) {
    const [{ client }, { createPresignedPost }] = await Promise.all([s3(), presignedPosts()]);
    const post = await createPresignedPost(client, {
      Bucket: bucket(),
      Key: quarantined(key),
      Conditions: quarantineConditions(key, contentType, size) as never,
      Fields: { 'Content-Type': contentType },
      Expires: LINK_LIFETIME_SECONDS,
    });
    return { url: post.url, fields: post.fields };
  },

  async head(key) {
    const answer = await headObject(quarantined(key));
    return (
      answer && {
        size: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? '',
        object: { eTag: bareETag(answer.ETag ?? ''), versionId: versionIdOf(answer.VersionId) },
      }
    );
  },

  async inspect(key, object) {
    const { sdk, client } = await s3();
    let answer;
    try {
      answer = await client.send(
        new sdk.GetObjectCommand({
          Bucket: bucket(),
          Key: quarantined(key),
          VersionId: object.versionId,
          IfMatch: quotedETag(object.eTag),
        }),
      );
    } catch (error) {
      if (isObjectChanged(error)) return undefined;
      throw error;
    }
    const hash = createHash('sha256');
    const head: Buffer[] = [];
    let kept = 0;
    let size = 0;
    for await (const chunk of answer.Body as AsyncIterable<Uint8Array>) {
      hash.update(chunk);
      size += chunk.length;
      if (kept < SNIFF_BYTES) {
        head.push(Buffer.from(chunk.subarray(0, SNIFF_BYTES - kept)));
        kept += Math.min(chunk.length, SNIFF_BYTES - kept);
      }
    }
    return { sha256: hash.digest('hex'), size, head: new Uint8Array(Buffer.concat(head)) };
  },

  async remove(key, object) {
    const { sdk, client } = await s3();
    await client.send(
      new sdk.DeleteObjectCommand({ Bucket: bucket(), Key: quarantined(key), VersionId: object?.versionId }),
    );
  },
};
