import { describe, expect, it } from 'vitest';
import { bookingPath, hoursByWeekday, servicePath } from './services';

describe('services', () => {
  it('addresses a service by id and books it by id', () => {
    expect(servicePath({ id: 12 })).toBe('/services/12');
    expect(bookingPath({ id: 12 })).toBe('/book-appointment?service=12');
  });

  it('lists opening hours by weekday, Monday first, spans of a day in order', () => {
    expect(
      hoursByWeekday([
        { weekday: 6, open: '09:00', close: '12:00' },
        { weekday: 0, open: '14:00', close: '17:00' },
        { weekday: 0, open: '08:30', close: '12:00' },
      ]),
    ).toEqual([
      {
        weekday: 0,
        spans: [
          { open: '08:30', close: '12:00' },
          { open: '14:00', close: '17:00' },
        ],
      },
      { weekday: 6, spans: [{ open: '09:00', close: '12:00' }] },
    ]);
  });
});
