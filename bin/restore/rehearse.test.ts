/**
 * The restore runbook's rehearsal (`npm run rehearse-restore`) on its own dynalite and s3rver: one table
 * copied to a restored table and back after a loss, one folder's records and bytes back after its files were
 * purged as emptying the Trash does.
 */
import { describe, expect, it } from 'vitest';
import { rehearseRestore } from './rehearse';

describe('the restore rehearsal', () => {
  it('brings one table back to its digest and one folder back byte for byte', async () => {
    const result = await rehearseRestore();
    console.log(result.lines.join('\n'));
    expect(result.table.restoredCopy).toEqual({
      ...result.table.original,
      table: result.table.restoredCopy.table,
    });
    expect(result.table.afterLoss.items).toBe(result.table.original.items - 2);
    expect(result.table.afterCopyBack).toEqual(result.table.original);
    expect(result.folder).toMatchObject({
      files: 6,
      filesListed: 6,
      recordsRestored: 6,
      versionsRestored: 9,
      objectsVerified: 9,
      missing: [],
      left: [],
    });
    expect(result.folder.bytesVerified).toBe(result.folder.bytesExpected);
    expect(result.folder.bytesMatching).toBe(result.folder.bytesExpected);
    expect(result.ok).toBe(true);
  }, 60_000);
});
