import { describe, expect, it } from 'vitest';
import { monthLength, monthOf, monthStart, shiftMonth } from './ad-month';

describe('calendar months', () => {
  it('knows each month’s length, leap years included', () => {
    expect(monthLength('2026-02')).toBe(28);
    expect(monthLength('2028-02')).toBe(29);
    expect(monthLength('2026-12')).toBe(31);
    expect(monthStart('2026-11')).toBe('2026-11-01');
  });

  it('moves across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });

  it('reads the address, falling back to the current month', () => {
    expect(monthOf('2026-07')).toBe('2026-07');
    expect(monthOf('2026-13', new Date(2026, 10, 26))).toBe('2026-11');
    expect(monthOf(null, new Date(2026, 0, 5))).toBe('2026-01');
  });
});
