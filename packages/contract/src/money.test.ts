import { describe, expect, it } from 'vitest';
import { parseAmount } from './money';

describe('parseAmount', () => {
  it.each([
    ['1500', 2, 150000],
    ['1500.5', 2, 150050],
    ['1 500,50', 2, 150050],
    ['0', 2, 0],
    ['12', 0, 12],
    // Arabic-Indic and Persian digits, the Arabic decimal and thousands separators.
    ['١٥٠٠', 2, 150000],
    ['١٥٠٠٫٥', 2, 150050],
    ['١٬٥٠٠٫٧٥', 2, 150075],
    ['۱۵۰۰', 2, 150000],
    ['۱۲۳٫۴', 2, 12340],
    ['١ 500,5', 2, 150050],
  ])('reads %s with %i decimals as %i minor units', (text, decimals, minor) => {
    expect(parseAmount(text, decimals)).toBe(minor);
  });

  it('says empty is missing and nonsense or too many decimals is unreadable', () => {
    expect(parseAmount('  ', 2)).toBeUndefined();
    expect(parseAmount('', 2)).toBeUndefined();
    expect(parseAmount('12a', 2)).toBeNull();
    expect(parseAmount('1.234', 2)).toBeNull();
    expect(parseAmount('١٫٢٣٤', 2)).toBeNull();
    expect(parseAmount('1.2.3', 2)).toBeNull();
    expect(parseAmount('-5', 2)).toBeNull();
    expect(parseAmount('1.5', 0)).toBeNull();
  });
});
