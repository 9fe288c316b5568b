/** The site bucket's files against s3rver (the local S3); CloudFront has no local stand-in, so its call is a fake. */
import { CreateBucketCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestStack } from '../../testing/use-test-stack';
import { s3Client } from './client';
import { siteBucketFiles } from './site-bucket-files';

const BUCKET = 'site-files-test';
// The adapters reach the local stack through the endpoints it sets in this process.
useTestStack();

beforeAll(async () => {
  await (await s3Client()).send(new CreateBucketCommand({ Bucket: BUCKET }));
});

describe('siteBucketFiles', () => {
  it('writes pages with their type and the pages cache policy, removes them, and invalidates once', async () => {
    const invalidations: string[][] = [];
    const files = siteBucketFiles(BUCKET, async (paths) => void invalidations.push(paths));

    await files.write('news-media/a-post/index.html', '<!doctype html><title>A post</title>');
    await files.write('news-media/a-post.data', '[{"_1":2}]');
    await files.write('sitemap.xml', '<urlset/>');
    const page = await (
      await s3Client()
    ).send(new GetObjectCommand({ Bucket: BUCKET, Key: 'news-media/a-post/index.html' }));
    expect(page.ContentType).toBe('text/html; charset=utf-8');
    expect(page.CacheControl).toBe('public, max-age=0, s-maxage=86400, must-revalidate');
    expect(await page.Body?.transformToString()).toBe('<!doctype html><title>A post</title>');
    const sitemap = await (
      await s3Client()
    ).send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'sitemap.xml' }));
    expect(sitemap.ContentType).toBe('application/xml; charset=utf-8');

    await files.remove('news-media/a-post/index.html');
    await files.remove('news-media/never-there/index.html');
    await expect(
      (await s3Client()).send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'news-media/a-post/index.html' })),
    ).rejects.toThrow();

    await files.refresh(['news-media/a-post/index.html', 'sitemap.xml']);
    await files.refresh([]);
    expect(invalidations).toEqual([['/news-media/a-post/index.html', '/sitemap.xml']]);
  });
});
