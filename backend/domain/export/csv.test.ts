import { describe, expect, it } from 'vitest';
import { neutraliseCell, toCsv } from './csv';

describe('neutraliseCell', () => {
  it.each(['=HYPERLINK("http://x.example","click")', '+1', '-2+3', '@SUM(A1)', '\tx', '\rx'])(
    'turns %j into text a spreadsheet will not evaluate',
    (cell) => {
      expect(neutraliseCell(cell)).toBe(`'${cell}`);
    },
  );

  it('leaves ordinary text, numbers and empty values alone', () => {
    expect(neutraliseCell('Jane Doe')).toBe('Jane Doe');
    expect(neutraliseCell(42)).toBe('42');
    expect(neutraliseCell(null)).toBe('');
    expect(neutraliseCell(undefined)).toBe('');
  });
});

describe('toCsv', () => {
  const columns = [
    { header: 'Name', value: (row: { name: string; note: string }) => row.name },
    { header: 'Note', value: (row: { name: string; note: string }) => row.note },
  ];

  it('writes RFC 4180: CRLF lines, quotes around commas, quotes and line breaks, doubled quotes', () => {
    const csv = toCsv(columns, [
      { name: 'Doe, Jane', note: 'said "hi"\nthen left' },
      { name: 'Plain', note: 'x' },
    ]);
    expect(csv).toBe('Name,Note\r\n"Doe, Jane","said ""hi""\nthen left"\r\nPlain,x\r\n');
  });

  it('neutralises formulas inside quoted cells too', () => {
    expect(toCsv(columns, [{ name: '=1+1', note: '=HYPERLINK("a","b")' }])).toBe(
      `Name,Note\r\n'=1+1,"'=HYPERLINK(""a"",""b"")"\r\n`,
    );
  });
});
