import { describe, expect, it } from 'vitest';
import { fromPickerValue, todayIn, toPickerValue } from './zoned-time';

describe('the portal’s wall clock and the picker', () => {
  it('shows an instant as the portal’s clock reads it', () => {
    const picked = toPickerValue(new Date('2026-12-01T09:30:00Z'), 'Africa/Algiers');
    expect([picked.getHours(), picked.getMinutes()]).toEqual([10, 30]);
    expect(picked.getDate()).toBe(1);
  });

  it('reads a picked time in the portal’s zone, both ways', () => {
    const picked = new Date(2026, 11, 1, 10, 30);
    expect(fromPickerValue(picked, 'Africa/Algiers').toISOString()).toBe('2026-12-01T09:30:00.000Z');
    expect(fromPickerValue(picked, 'UTC').toISOString()).toBe('2026-12-01T10:30:00.000Z');
    const instant = new Date('2026-07-14T22:15:00Z');
    expect(fromPickerValue(toPickerValue(instant, 'Europe/Paris'), 'Europe/Paris').getTime()).toBe(
      instant.getTime(),
    );
  });

  it('gives today in the portal’s zone', () => {
    expect(todayIn('Africa/Algiers', new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(todayIn('UTC', new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });
});
