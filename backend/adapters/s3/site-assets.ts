/** The site bucket's build assets, their list of what is in use and their unused markers (S3). */
import { ASSET_PREFIX, ASSETS_IN_USE_KEY, UNUSED_MARKER_PREFIX } from '../../domain/site/asset-retention';
import { s3 } from './client';

/** DeleteObjects takes at most this many keys a call. */
const DELETE_BATCH = 1000;

async function listWithTimes(bucket: string, prefix: string): Promise<Map<string, Date>> {
  const found = new Map<string, Date>();
  let ContinuationToken: string | undefined;
  const { sdk, client } = await s3();
  do {
    const page = await client.send(
      new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken }),
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
      const { sdk, client } = await s3();
      try {
        const object = await client.send(
          new sdk.GetObjectCommand({ Bucket: bucket, Key: ASSETS_IN_USE_KEY }),
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
      const { sdk, client } = await s3();
      for (const Key of markerKeys)
        await client.send(new sdk.PutObjectCommand({ Bucket: bucket, Key, Body: '' }));
    },
    async remove(keys: readonly string[]): Promise<void> {
      const { sdk, client } = await s3();
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const Objects = keys.slice(start, start + DELETE_BATCH).map((Key) => ({ Key }));
        const { Errors = [] } = await client.send(
          new sdk.DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects, Quiet: true } }),
        );
        if (Errors.length > 0)
          throw new Error(`${Errors.length} site objects could not be deleted: ${Errors[0]?.Code}`);
      }
    },
  };
}
