/**
 * Runs hourly in AWS (infra/site-assets-retention.ts): marks the build assets no deployment uses any more
 * and deletes them a day later (backend/domain/site/asset-retention.ts). Not part of the local stack, whose
 * site is the build folder, replaced whole by each build.
 */
import { invocation, log } from '../composition/log';
import { assetRetentionPlan, markerKeyOf } from '../../domain/site/asset-retention';
import { siteAssetStore, type SiteAssetStore } from '../composition/site-assets';

export async function sweepOldAssets(store: SiteAssetStore, now: Date) {
  const [assets, inUse, markers] = await Promise.all([store.assets(), store.inUse(), store.markers()]);
  const plan = assetRetentionPlan({ assets, inUse, markers, now });
  await store.mark(plan.mark);
  await store.remove([...plan.unmark, ...plan.remove, ...plan.remove.map(markerKeyOf)]);
  const counts = {
    inUse: inUse.size,
    marked: plan.mark.length,
    unmarked: plan.unmark.length,
    removed: plan.remove.length,
  };
  log.info('old-assets-swept', counts);
  return counts;
}

export const handler = invocation(async () => sweepOldAssets(siteAssetStore(), new Date()));
