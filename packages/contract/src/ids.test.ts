import { describe, expect, it } from 'vitest';
import { MAX_ID, parseIdParam } from './ids';

describe('parseIdParam', () => {
  it('reads the ids the API takes and nothing else', () => {
    expect(parseIdParam('7')).toBe(7);
    expect(parseIdParam(String(MAX_ID))).toBe(MAX_ID);
    for (const text of [
      null,
      undefined,
      '',
      '0',
      '07',
      ' 7',
      '1e3',
      '0x10',
      '-1',
      '١٢',
      String(MAX_ID + 1),
    ]) {
      expect(parseIdParam(text)).toBeNull();
    }
  });
});
