/**
 * CSV as spreadsheets read it: UTF-8 with a byte-order mark (without one, Excel reads Arabic as
 * Latin-1 gibberish), CRLF line ends, every cell quoted. A cell a visitor wrote that starts
 * with = + - @ (or a tab or carriage return) would be run as a formula by the spreadsheet
 * (CSV injection, OWASP): it is prefixed with an apostrophe, which shows it as the text it is.
 */

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '""';
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvDocument(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return BOM + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
