/**
 * CSV exports (consultations, the audit log): RFC 4180 by csv-stringify, made safe to open in a
 * spreadsheet. A cell a spreadsheet would read as a formula (starting with =, +, -, @, a tab or a carriage
 * return) is prefixed with an apostrophe, so `=HYPERLINK(...)` arrives as text, never as a live formula.
 */
import { stringify } from 'csv-stringify/sync';

const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
}

/** A header line and one line per row, CRLF line ends, every cell neutralised and quoted as needed. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>): string {
  const records: string[][] = [columns.map((column) => neutraliseCell(column.header))];
  for (const row of rows) records.push(columns.map((column) => neutraliseCell(column.value(row))));
  return stringify(records, { record_delimiter: 'windows', quoted_match: /[",\r\n]/ });
}
