import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from './csv';

describe('survey CSV', () => {
  it('quotes every cell and doubles inner quotes', () => {
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell(4)).toBe('"4"');
    expect(csvCell(null)).toBe('""');
  });

  it('neutralizes what a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}HYPERLINK("x")`)).toBe(`"'${start}HYPERLINK(""x"")"`);
    }
    expect(csvCell('a=1')).toBe('"a=1"');
    // A rating is a number the portal wrote, never a visitor's formula.
    expect(csvCell(-1)).toBe('"-1"');
  });

  it('starts with the UTF-8 byte-order mark and ends lines with CRLF', () => {
    const csv = csvDocument([['key'], ['مرحبا']]);
    expect(csv.startsWith('\uFEFF"key"\r\n')).toBe(true);
    expect(csv).toBe('\uFEFF"key"\r\n"مرحبا"\r\n');
  });
});
