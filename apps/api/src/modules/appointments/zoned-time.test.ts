import { describe, expect, it } from 'vitest';
import { weekdayOf, zonedDate, zonedInstant, zonedTime } from './zoned-time';

describe('zoned time', () => {
  it('turns a wall-clock time into its instant, summer time included', () => {
    expect(zonedInstant('2026-01-15', 9 * 60, 'Europe/Paris').toISOString()).toBe('2026-01-15T08:00:00.000Z');
    expect(zonedInstant('2026-07-15', 9 * 60, 'Europe/Paris').toISOString()).toBe('2026-07-15T07:00:00.000Z');
    expect(zonedInstant('2026-07-15', 9 * 60, 'Africa/Algiers').toISOString()).toBe(
      '2026-07-15T08:00:00.000Z',
    );
  });

  it('reads an instant on another clock, across midnight', () => {
    const instant = new Date('2026-03-01T23:30:00Z');
    expect(zonedDate(instant, 'Etc/GMT-1')).toBe('2026-03-02');
    expect(zonedTime(instant, 'Etc/GMT-1')).toBe('00:30');
    expect(zonedDate(instant, 'Etc/GMT+3')).toBe('2026-03-01');
    expect(zonedTime(instant, 'Etc/GMT+3')).toBe('20:30');
  });

  it('counts weekdays from Monday', () => {
    expect(weekdayOf('2024-01-01')).toBe(0);
    expect(weekdayOf('2024-01-07')).toBe(6);
  });
});
