/**
 * Undoing a delete in the versioned documents bucket, decided from S3's ListObjectVersions answer: s3rver
 * keeps no versions, so these are AWS's answers as its documentation shows them.
 */
import { describe, expect, it } from 'vitest';
import { markersToRemove } from './folder';

const KEY = 'documents/file-1/2026-11-02T10:00:00.000Z-abc';
const at = (day: number) => new Date(Date.UTC(2026, 10, day));

describe('markersToRemove', () => {
  it('removes the delete marker above the newest version, so that version is current again', () => {
    expect(
      markersToRemove(KEY, {
        Versions: [{ Key: KEY, VersionId: 'v1', LastModified: at(2), IsLatest: false }],
        DeleteMarkers: [{ Key: KEY, VersionId: 'm1', LastModified: at(20), IsLatest: true }],
      }),
    ).toEqual({ restorable: true, markers: ['m1'] });
  });

  it('removes every marker written after it (a delete run twice) and none older than it', () => {
    expect(
      markersToRemove(KEY, {
        Versions: [
          { Key: KEY, VersionId: 'v1', LastModified: at(2) },
          { Key: KEY, VersionId: 'v2', LastModified: at(10) },
        ],
        DeleteMarkers: [
          { Key: KEY, VersionId: 'old', LastModified: at(5) },
          { Key: KEY, VersionId: 'm1', LastModified: at(20) },
          { Key: KEY, VersionId: 'm2', LastModified: at(21) },
        ],
      }),
    ).toEqual({ restorable: true, markers: ['m1', 'm2'] });
  });

  it('leaves a current object alone, and ignores other keys under the same prefix', () => {
    expect(
      markersToRemove(KEY, {
        Versions: [{ Key: KEY, VersionId: 'v1', LastModified: at(2), IsLatest: true }],
        DeleteMarkers: [{ Key: `${KEY}-other`, VersionId: 'x', LastModified: at(20) }],
      }),
    ).toEqual({ restorable: true, markers: [] });
  });

  it('cannot restore a key whose versions the lifecycle rule already expired', () => {
    expect(
      markersToRemove(KEY, { DeleteMarkers: [{ Key: KEY, VersionId: 'm1', LastModified: at(20) }] }),
    ).toEqual({ restorable: false, markers: [] });
  });
});
