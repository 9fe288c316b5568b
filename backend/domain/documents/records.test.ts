import { describe, expect, it } from 'vitest';
import { MAX_NAME_LENGTH, cleanName, contentTypeFor, previewKindOf } from '../../contract/documents';
import { contentDisposition, withIndexKeys, type DocumentRecord } from './records';

describe('cleanName', () => {
  it.each([
    ['../x.pdf', 'x.pdf'],
    ['a/b.pdf', 'b.pdf'],
    ['C:\\cases\\brief.docx', 'brief.docx'],
    ['  spaced   out .txt ', 'spaced out .txt'],
    ['bell\u0007\u202eexe.pdf', 'bellexe.pdf'],
    ['...hidden.txt', 'hidden.txt'],
    ['', ''],
    ['../', ''],
  ])('%j → %j', (raw, clean) => {
    expect(cleanName(raw)).toBe(clean);
  });

  it('shortens a 1,000-character name and keeps its extension', () => {
    const name = cleanName(`${'a'.repeat(1000)}.pdf`);
    expect(name).toHaveLength(MAX_NAME_LENGTH);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('types', () => {
  it('allows the office types by extension and nothing executable', () => {
    expect(contentTypeFor('Contract.PDF')).toBe('application/pdf');
    expect(contentTypeFor('mail.eml')).toBe('message/rfc822');
    expect(contentTypeFor('setup.exe')).toBeUndefined();
    expect(contentTypeFor('page.html')).toBeUndefined();
    expect(contentTypeFor('logo.svg')).toBeUndefined();
    expect(contentTypeFor('noextension')).toBeUndefined();
  });

  it('previews PDF, images and text only', () => {
    expect(previewKindOf('application/pdf')).toBe('pdf');
    expect(previewKindOf('image/png')).toBe('image');
    expect(previewKindOf('text/plain')).toBe('text');
    expect(previewKindOf('application/zip')).toBe('none');
  });
});

describe('index keys', () => {
  const base: DocumentRecord = {
    id: 'd1',
    kind: 'file',
    name: 'Brief.PDF',
    nameKey: '',
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

describe('contentDisposition', () => {
  it('keeps the name exact in filename* and harmless in the ASCII fallback', () => {
    expect(contentDisposition('attachment', 'Résumé "final".pdf')).toBe(
      `attachment; filename="R_sum_ _final_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22.pdf`,
    );
  });
});
