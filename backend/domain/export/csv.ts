/**
 * CSV exports (consultations, the audit log): RFC 4180 by csv-stringify, made safe to open in a
 * spreadsheet. Every field is quoted. A spreadsheet may not split where the file does (many European
 * locales split on semicolons, some on tabs or bars, and a naive reader on line breaks), so a formula is
 * neutralised wherever a cell might start: at the field's start (=, +, -, @, a tab or a carriage return)
 * and after any such separator inside it (=, +, -, @, also behind spaces or quotes). An apostrophe goes in front, so `=HYPERLINK(...)`
 * or `hello;=1+1` arrives as text, never as a live formula.
 */
import { stringify } from 'csv-stringify/sync';

/** A cell start (the field's, or after a separator) followed by a formula, maybe behind spaces or quotes. */
const FORMULA_AT_A_CELL_START = /(?:^|(?<=[,;\t|\r\n]))(?=[ "]*[=+\-@])|^(?=[\t\r])/g;

export function neutraliseCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(FORMULA_AT_A_CELL_START, "'");
}

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
}

/** A header line and one line per row, CRLF line ends, every cell neutralised and quoted. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>): string {
  const records: string[][] = [columns.map((column) => neutraliseCell(column.header))];
  for (const row of rows) records.push(columns.map((column) => neutraliseCell(column.value(row))));
  return stringify(records, { record_delimiter: 'windows', quoted: true, quoted_empty: true });
}
