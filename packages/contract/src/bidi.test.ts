import { describe, expect, it } from 'vitest';
import { isolate } from './bidi';

describe('isolate', () => {
  it('wraps text in FSI … PDI, and nothing else', () => {
    expect(isolate('هاتف Samsung A54 جديد.')).toBe('\u2068هاتف Samsung A54 جديد.\u2069');
    expect(isolate('')).toBe('\u2068\u2069');
  });
});
