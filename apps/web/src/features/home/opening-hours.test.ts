import { describe, expect, it } from 'vitest';
import { isOpenAt, spansOf, wallClock } from './opening-hours';

describe('opening hours', () => {
  it('reads the wall clock in the portal time zone, Monday first', () => {
    // Sunday 23:30 UTC is Monday 00:30 in Algiers (UTC+1).
    expect(wallClock(new Date('2026-11-29T23:30:00Z'), 'Africa/Algiers')).toEqual({
      weekday: 0,
      minutes: 30,
    });
    expect(wallClock(new Date('2026-11-29T23:30:00Z'), 'UTC')).toEqual({ weekday: 6, minutes: 23 * 60 + 30 });
  });

  it('is open inside a span and closed at its closing minute', () => {
    const hours = [{ weekday: 2, open: '08:00', close: '12:00' }];
    expect(isOpenAt(hours, { weekday: 2, minutes: 8 * 60 })).toBe(true);
    expect(isOpenAt(hours, { weekday: 2, minutes: 12 * 60 })).toBe(false);
    expect(isOpenAt(hours, { weekday: 3, minutes: 9 * 60 })).toBe(false);
  });

  it('carries a span past midnight into the next day', () => {
    const hours = [{ weekday: 6, open: '20:00', close: '02:00' }];
    expect(isOpenAt(hours, { weekday: 6, minutes: 23 * 60 })).toBe(true);
    expect(isOpenAt(hours, { weekday: 0, minutes: 60 })).toBe(true);
    expect(isOpenAt(hours, { weekday: 0, minutes: 3 * 60 })).toBe(false);
  });

  it('lists a day’s spans in order', () => {
    const hours = [
      { weekday: 1, open: '14:00', close: '18:00' },
      { weekday: 1, open: '08:00', close: '12:00' },
      { weekday: 2, open: '08:00', close: '12:00' },
    ];
    expect(spansOf(hours, 1).map((h) => h.open)).toEqual(['08:00', '14:00']);
  });
});
