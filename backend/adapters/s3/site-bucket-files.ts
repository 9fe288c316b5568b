/**
 * The site's files in the site bucket (AWS): the news renderer's pages, list and sitemap, with the cache
 * headers the deployment gives pages, and one CloudFront invalidation of exactly the changed keys per render
 * (the cache key is the path the viewer-request function rewrote to, i.e. the object key).
 */
import { randomUUID } from 'node:crypto';
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { CACHE_CONTROL } from '../../edge/cache-control';
import type { SiteFiles } from '../../domain/posts/public-pages';
import { s3 } from './client';

const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  // What React Router's server answers route data with.
  data: 'text/x-script',
};

export const contentTypeOf = (key: string): string =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

export type Invalidate = (paths: string[]) => Promise<void>;

/** One CreateInvalidation for the distribution in front of the bucket. */
export function cloudFrontInvalidation(distributionId: string): Invalidate {
  const cloudFront = new CloudFrontClient({});
  return async (paths) => {
    await cloudFront.send(
      new CreateInvalidationCommand({
        DistributionId: distributionId,
        InvalidationBatch: {
          CallerReference: randomUUID(),
          Paths: { Quantity: paths.length, Items: paths },
        },
      }),
    );
  };
}

export function siteBucketFiles(bucket: string, invalidate: Invalidate): SiteFiles {
  return {
    async write(key, body) {
      const { sdk, client } = await s3();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentTypeOf(key),
          CacheControl: CACHE_CONTROL.revalidate,
        }),
      );
    },
    async remove(key) {
      const { sdk, client } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async refresh(keys) {
      if (keys.length > 0) await invalidate(keys.map((key) => `/${key}`));
    },
  };
}
