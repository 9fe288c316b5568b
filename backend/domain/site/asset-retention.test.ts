import { describe, expect, it } from 'vitest';
import {
  AssetListMissing,
  assetRetentionPlan,
  markerKeyOf,
  UNUSED_ASSET_GRACE_HOURS,
} from './asset-retention';

const now = new Date('2026-11-25T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600_000);

describe('old build assets', () => {
  const assets = ['assets/app-new.js', 'assets/app-old.js', 'assets/older.css'];
  const inUse = new Set(['assets/app-new.js']);

  it('are marked when first seen unused, and nothing is deleted yet', () => {
    expect(assetRetentionPlan({ assets, inUse, markers: new Map(), now })).toEqual({
      mark: [markerKeyOf('assets/app-old.js'), markerKeyOf('assets/older.css')],
      unmark: [],
      remove: [],
    });
  });

  it('are deleted once unused for the grace period, not a minute before', () => {
    const markers = new Map([
      [markerKeyOf('assets/app-old.js'), hoursAgo(UNUSED_ASSET_GRACE_HOURS)],
      [markerKeyOf('assets/older.css'), hoursAgo(UNUSED_ASSET_GRACE_HOURS - 1 / 60)],
    ]);
    expect(assetRetentionPlan({ assets, inUse, markers, now })).toEqual({
      mark: [],
      unmark: [],
      remove: ['assets/app-old.js'],
    });
  });

  it('lose their mark when a deployment uses them again, and stray marks are cleared', () => {
    const markers = new Map([
      [markerKeyOf('assets/app-new.js'), hoursAgo(30)],
      [markerKeyOf('assets/gone.js'), hoursAgo(2)],
    ]);
    expect(assetRetentionPlan({ assets: ['assets/app-new.js'], inUse, markers, now })).toEqual({
      mark: [],
      unmark: [markerKeyOf('assets/app-new.js'), markerKeyOf('assets/gone.js')],
      remove: [],
    });
  });

  it('are all kept when the deployment left no list of what it uses', () => {
    expect(() => assetRetentionPlan({ assets, inUse: new Set(), markers: new Map(), now })).toThrow(
      AssetListMissing,
    );
  });
});
