/** The site bucket's build assets, their list of what is in use and their unused markers (S3). */
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { ASSET_PREFIX, ASSETS_IN_USE_KEY, UNUSED_MARKER_PREFIX } from '../../domain/site/asset-retention';
import { s3Client } from './client';

/** DeleteObjects takes at most this many keys a call. */
const DELETE_BATCH = 1000;

async function listWithTimes(bucket: string, prefix: string): Promise<Map<string, Date>> {
  const found = new Map<string, Date>();
  let ContinuationToken: string | undefined;
  do {
    const page = await s3Client().send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken }),
    );
    for (const object of page.Contents ?? [])
      if (object.Key) found.set(object.Key, object.LastModified ?? new Date(0));
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return found;
}

export function siteAssets(bucket: string) {
  return {
    async assets(): Promise<string[]> {
      return [...(await listWithTimes(bucket, ASSET_PREFIX)).keys()];
    },
    /** The deployment's list; empty when it is missing or unreadable (the plan then deletes nothing). */
    async inUse(): Promise<Set<string>> {
      try {
        const object = await s3Client().send(
          new GetObjectCommand({ Bucket: bucket, Key: ASSETS_IN_USE_KEY }),
        );
        const parsed = JSON.parse((await object.Body?.transformToString()) ?? '') as { assets?: unknown };
        return new Set(
          Array.isArray(parsed.assets) ? parsed.assets.filter((key) => typeof key === 'string') : [],
        );
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey' || error instanceof SyntaxError)
          return new Set();
        throw error;
      }
    },
    markers: () => listWithTimes(bucket, UNUSED_MARKER_PREFIX),
    async mark(markerKeys: readonly string[]): Promise<void> {
      for (const Key of markerKeys)
        await s3Client().send(new PutObjectCommand({ Bucket: bucket, Key, Body: '' }));
    },
    async remove(keys: readonly string[]): Promise<void> {
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const Objects = keys.slice(start, start + DELETE_BATCH).map((Key) => ({ Key }));
        const { Errors = [] } = await s3Client().send(
          new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects, Quiet: true } }),
        );
        if (Errors.length > 0)
          throw new Error(`${Errors.length} site objects could not be deleted: ${Errors[0]?.Code}`);
      }
    },
  };
}
