import { describe, expect, it } from 'vitest';
import type { DocumentRecord } from '../../domain/documents/records';
import { withIndexKeys } from './document-keys';

describe('index keys', () => {
  const base: DocumentRecord = {
    id: 'd1',
    kind: 'file',
    name: 'Brief.PDF',
    folderId: 'f1',
    state: 'ready',
    size: 42,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    versionCount: 1,
    revision: 1,
  };

  it('lists a ready file in its folder, findable by name and by search', () => {
    expect(withIndexKeys(base)).toMatchObject({
      listKey: 'ready#f1',
      sortName: '1#brief.pdf#d1',
      sortSize: '000000000042#d1',
      nameSlot: 'f1/brief.pdf',
      searchKey: 'ready',
    });
    expect(withIndexKeys(base).sweep).toBeUndefined();
  });

  it('moves a trashed file to the Trash list, frees its name and schedules it 30 days on', () => {
    const trashed = withIndexKeys({
      ...withIndexKeys(base),
      state: 'trash',
      trashedAt: '2026-03-01T00:00:00.000Z',
    });
    expect(trashed).toMatchObject({ listKey: 'trash', sweep: 'trash', sweepAt: '2026-03-31T00:00:00.000Z' });
    expect(trashed.nameSlot).toBeUndefined();
    expect(trashed.searchKey).toBeUndefined();
  });

  it('keeps a pending upload out of every list and due for the sweeper after an hour', () => {
    const pending = withIndexKeys({ ...base, state: 'pending' });
    expect(pending.listKey).toBeUndefined();
    expect(pending.searchKey).toBeUndefined();
    expect(pending).toMatchObject({ sweep: 'pending', sweepAt: '2026-01-01T01:00:00.000Z' });
  });
});
