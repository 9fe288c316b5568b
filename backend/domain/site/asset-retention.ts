/**
 * Old build assets are kept for a day after a deployment stops using them. A staff tab left open, or a
 * page cached in a browser, still asks for the chunks of the build it was loaded from; deleting them the
 * moment a new build lands (the deployment's prune) broke those pages for minutes.
 *
 * The deployment writes the list of the assets its build uses (ASSETS_IN_USE_KEY) and no longer prunes
 * `assets/`. A sweeper then marks each asset nobody uses with a marker object (its upload time is when the
 * asset was first seen unused) and deletes the asset a day after. An asset used again (a rollback) loses its
 * marker. Nothing is deleted when the list is missing or empty: a broken deployment must not empty the site.
 */

/** Where the build's hashed assets live in the site bucket. */
export const ASSET_PREFIX = 'assets/';
/** The deployment's list of the assets its build uses: JSON `{ "assets": ["assets/x-1a2b.js", ...] }`. */
export const ASSETS_IN_USE_KEY = 'deploy/assets-in-use.json';
/** One empty object per unused asset, named after it: `deploy/unused/assets/x-1a2b.js`. */
export const UNUSED_MARKER_PREFIX = 'deploy/unused/';
/** How long an asset stays after the deployment that stopped using it. */
export const UNUSED_ASSET_GRACE_HOURS = 24;

export const markerKeyOf = (assetKey: string) => UNUSED_MARKER_PREFIX + assetKey;
const assetKeyOf = (markerKey: string) => markerKey.slice(UNUSED_MARKER_PREFIX.length);

export interface AssetRetentionInput {
  /** Every key under ASSET_PREFIX. */
  readonly assets: readonly string[];
  /** The current build's assets. */
  readonly inUse: ReadonlySet<string>;
  /** Every marker, with the time it was written. */
  readonly markers: ReadonlyMap<string, Date>;
  readonly now: Date;
}

export interface AssetRetentionPlan {
  /** Marker keys to write: assets seen unused for the first time. */
  readonly mark: string[];
  /** Marker keys to delete: their asset is in use again, or gone. */
  readonly unmark: string[];
  /** Asset keys (and their markers) to delete: unused for longer than the grace period. */
  readonly remove: string[];
}

export class AssetListMissing extends Error {
  override name = 'AssetListMissing';
}

export function assetRetentionPlan({ assets, inUse, markers, now }: AssetRetentionInput): AssetRetentionPlan {
  if (inUse.size === 0) {
    throw new AssetListMissing(`${ASSETS_IN_USE_KEY} lists no assets: nothing is marked or deleted`);
  }
  const graceMs = UNUSED_ASSET_GRACE_HOURS * 3600_000;
  const present = new Set(assets);
  const plan: AssetRetentionPlan = { mark: [], unmark: [], remove: [] };
  for (const asset of assets) {
    if (inUse.has(asset)) continue;
    const markedAt = markers.get(markerKeyOf(asset));
    if (!markedAt) plan.mark.push(markerKeyOf(asset));
    else if (now.getTime() - markedAt.getTime() >= graceMs) plan.remove.push(asset);
  }
  for (const marker of markers.keys()) {
    const asset = assetKeyOf(marker);
    if (inUse.has(asset) || !present.has(asset)) plan.unmark.push(marker);
  }
  return plan;
}
