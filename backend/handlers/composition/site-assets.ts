/** The old-assets sweeper's wiring: the site bucket's build assets (S3 only). */
import { siteAssets } from '../../adapters/s3/site-assets';
import { config } from '../../config';

export type SiteAssetStore = ReturnType<typeof siteAssets>;

/** The build assets of `bucket`, by default the site bucket this function is configured for (SITE_BUCKET). */
export function siteAssetStore(bucket = config().siteBucket): SiteAssetStore {
  if (!bucket) throw new Error('SITE_BUCKET is not set');
  return siteAssets(bucket);
}
