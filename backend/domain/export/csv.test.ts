import { describe, expect, it } from 'vitest';
import { neutraliseCell, toCsv } from './csv';

describe('neutraliseCell', () => {
  it.each(['=HYPERLINK("http://x.example","click")', '+1', '-2+3', '@SUM(A1)', '\tx', '\rx', ' =1+1'])(
    'turns %j into text a spreadsheet will not evaluate',
    (cell) => {
      expect(neutraliseCell(cell)).toBe(`'${cell}`);
    },
  );

  it.each([
    ['hello;=1+1', "hello;'=1+1"],
    ['a,+1', "a,'+1"],
    ['a\t@SUM(A1)', "a\t'@SUM(A1)"],
    ['a|-1', "a|'-1"],
    ['line\n=1+1', "line\n'=1+1"],
    ['x; "=1+1"', 'x;\' "=1+1"'],
  ])('neutralises a formula after a separator inside the field: %j', (cell, safe) => {
    expect(neutraliseCell(cell)).toBe(safe);
  });

  it('leaves ordinary text, numbers and empty values alone', () => {
    expect(neutraliseCell('Jane Doe')).toBe('Jane Doe');
    expect(neutraliseCell('Doe; Jane, 3 = 3')).toBe('Doe; Jane, 3 = 3');
    expect(neutraliseCell(42)).toBe('42');
    expect(neutraliseCell(null)).toBe('');
    expect(neutraliseCell(undefined)).toBe('');
  });
});

/**
 * How a spreadsheet in a semicolon locale reads a line: split on every `;` (quotes honoured only around a
 * whole cell), each cell unquoted and trimmed. A cell is a live formula when it then starts with one of
 * = + - @.
 */
function cellsAsASemicolonSheetReadsThem(csv: string): string[] {
  return csv
    .split(/\r\n|\n/)
    .flatMap((line) => line.split(';'))
    .map((cell) =>
      cell
        .trim()
        .replace(/^"+|"+$/g, '')
        .trim(),
    );
}

describe('toCsv', () => {
  const columns = [
    { header: 'Name', value: (row: { name: string; note: string }) => row.name },
    { header: 'Note', value: (row: { name: string; note: string }) => row.note },
  ];

  it('writes RFC 4180: CRLF lines, every field quoted, doubled quotes', () => {
    const csv = toCsv(columns, [
      { name: 'Doe, Jane', note: 'said "hi"\nthen left' },
      { name: 'Plain', note: '' },
    ]);
    expect(csv).toBe('"Name","Note"\r\n"Doe, Jane","said ""hi""\nthen left"\r\n"Plain",""\r\n');
  });

  it('neutralises formulas inside quoted cells too', () => {
    expect(toCsv(columns, [{ name: '=1+1', note: '=HYPERLINK("a","b")' }])).toBe(
      `"Name","Note"\r\n"'=1+1","'=HYPERLINK(""a"",""b"")"\r\n`,
    );
  });

  it('opens `hello;=1+1` as text in a spreadsheet that splits on semicolons', () => {
    const hostile = ['hello;=1+1', 'a;+cmd', 'b;-2', 'c;@SUM(A1)', 'd; "=1+1"', 'e\n=1+1'];
    const csv = toCsv(
      columns,
      hostile.map((note) => ({ name: 'Ana', note })),
    );
    const cells = cellsAsASemicolonSheetReadsThem(csv);
    expect(cells.filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
    expect(cells).toContain("'=1+1");
  });
});
