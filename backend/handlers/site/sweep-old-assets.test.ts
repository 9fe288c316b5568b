/** The sweeper against s3rver (the local S3), with the deployment's list and time moved by the test. */
import { CreateBucketCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { s3Client } from '../../adapters/s3/client';
import { ASSETS_IN_USE_KEY, UNUSED_ASSET_GRACE_HOURS } from '../../domain/site/asset-retention';
import { useTestStack } from '../../testing/use-test-stack';
import { siteAssetStore } from '../composition/site-assets';
import { sweepOldAssets } from './sweep-old-assets';
import { s3Clock } from '../../testing/s3-clock';

const BUCKET = 'site-assets-test';
const store = () => siteAssetStore(BUCKET);
useTestStack();

const put = async (Key: string, Body = 'x') =>
  (await s3Client()).send(new PutObjectCommand({ Bucket: BUCKET, Key, Body }));
const deployBuild = (assets: string[]) => put(ASSETS_IN_USE_KEY, JSON.stringify({ assets }));
async function keys(): Promise<string[]> {
  const { Contents = [] } = await (await s3Client()).send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return Contents.map((object) => object.Key!).sort();
}

beforeAll(async () => {
  await (await s3Client()).send(new CreateBucketCommand({ Bucket: BUCKET }));
});

describe('sweeping old build assets', () => {
  it('keeps the previous build a day after the next one lands, then deletes it', async () => {
    await Promise.all(['assets/app-1.js', 'assets/page-1.js'].map((key) => put(key)));
    await deployBuild(['assets/app-1.js', 'assets/page-1.js']);
    expect(await sweepOldAssets(store(), s3Clock())).toMatchObject({ marked: 0, removed: 0 });

    // The next build keeps page-1 and replaces app-1.
    await put('assets/app-2.js');
    await deployBuild(['assets/app-2.js', 'assets/page-1.js']);
    expect(await sweepOldAssets(store(), s3Clock())).toMatchObject({ marked: 1, removed: 0 });
    expect(await keys()).toContain('assets/app-1.js');

    const tooSoon = new Date(s3Clock().getTime() + (UNUSED_ASSET_GRACE_HOURS - 1) * 3600_000);
    expect(await sweepOldAssets(store(), tooSoon)).toMatchObject({ marked: 0, removed: 0 });

    const dayLater = new Date(s3Clock().getTime() + (UNUSED_ASSET_GRACE_HOURS + 1) * 3600_000);
    expect(await sweepOldAssets(store(), dayLater)).toMatchObject({ marked: 0, removed: 1 });
    expect(await keys()).toEqual(['assets/app-2.js', 'assets/page-1.js', ASSETS_IN_USE_KEY]);
  });

  it('deletes nothing when the deployment left no list', async () => {
    await put(ASSETS_IN_USE_KEY, 'not json');
    await expect(sweepOldAssets(store(), s3Clock())).rejects.toThrow(/lists no assets/);
    expect(await keys()).toContain('assets/page-1.js');
  });
});
