import { describe, expect, it } from 'vitest';
import { MAX_NAME_LENGTH, cleanName, contentTypeFor, previewKindOf } from '../../contract/documents';
import { contentDisposition } from './records';

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

describe('contentDisposition', () => {
  it('keeps the name exact in filename* and harmless in the ASCII fallback', () => {
    expect(contentDisposition('attachment', 'Résumé "final".pdf')).toBe(
      `attachment; filename="R_sum_ _final_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22.pdf`,
    );
  });
});
