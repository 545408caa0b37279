import { describe, expect, it } from 'vitest';
import { addDays, countsByDay, dayIn, dayWindow, startOfDay } from './day-window';

const iso = (date: Date) => date.toISOString();
const hours = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 3_600_000;

describe('calendar days in a time zone', () => {
  it('puts an instant on the day of the zone, not of UTC', () => {
    // Algiers is UTC+1 all year: 23:30 UTC is already 00:30 the next day there.
    expect(dayIn(new Date('2026-03-14T23:30:00Z'), 'Africa/Algiers')).toBe('2026-03-15');
    expect(dayIn(new Date('2026-03-14T22:59:59Z'), 'Africa/Algiers')).toBe('2026-03-14');
    expect(dayIn(new Date('2026-03-14T23:30:00Z'), 'UTC')).toBe('2026-03-14');
    // West of Greenwich the UTC day starts before the local one.
    expect(dayIn(new Date('2026-03-15T02:00:00Z'), 'America/Montreal')).toBe('2026-03-14');
  });

  it('adds calendar days across months and years', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('starts a day at its local midnight', () => {
    expect(iso(startOfDay('2026-03-15', 'Africa/Algiers'))).toBe('2026-03-14T23:00:00.000Z');
    expect(iso(startOfDay('2026-03-15', 'UTC'))).toBe('2026-03-15T00:00:00.000Z');
    expect(iso(startOfDay('2026-03-15', 'Asia/Kathmandu'))).toBe('2026-03-14T18:15:00.000Z');
  });

  it('makes the days of a clock change 23 and 25 hours long', () => {
    // Paris: forward at 02:00 on 29 March, back at 03:00 on 25 October 2026.
    const spring = ['2026-03-29', '2026-03-30'].map((d) => startOfDay(d, 'Europe/Paris'));
    expect(spring.map(iso)).toEqual(['2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z']);
    expect(hours(spring[0]!, spring[1]!)).toBe(23);
    const autumn = ['2026-10-25', '2026-10-26'].map((d) => startOfDay(d, 'Europe/Paris'));
    expect(hours(autumn[0]!, autumn[1]!)).toBe(25);
    // Morocco leaves UTC+1 for UTC+0 during Ramadan (15 February to 22 March 2026).
    expect(iso(startOfDay('2026-02-16', 'Africa/Casablanca'))).toBe('2026-02-16T00:00:00.000Z');
    expect(iso(startOfDay('2026-03-23', 'Africa/Casablanca'))).toBe('2026-03-22T23:00:00.000Z');
  });

  it('starts a day whose midnight the clocks skip or repeat at its first instant', () => {
    // Santiago moves its clocks at midnight: 00:00 → 01:00 on 6 September 2026 (the day starts
    // at 01:00 local), and 00:00 → 23:00 the day before on 5 April 2026 (the day starts after
    // the repeated hour).
    expect(iso(startOfDay('2026-09-06', 'America/Santiago'))).toBe('2026-09-06T04:00:00.000Z');
    expect(dayIn(new Date('2026-09-06T04:00:00Z'), 'America/Santiago')).toBe('2026-09-06');
    expect(dayIn(new Date('2026-09-06T03:59:59Z'), 'America/Santiago')).toBe('2026-09-05');
    expect(iso(startOfDay('2026-04-05', 'America/Santiago'))).toBe('2026-04-05T04:00:00.000Z');
    expect(dayIn(new Date('2026-04-05T03:59:59Z'), 'America/Santiago')).toBe('2026-04-04');
  });
});

describe('the dashboard window', () => {
  it('ends with today in the zone and bounds every day', () => {
    // 23:30 UTC on 14 March is already the 15th in Algiers.
    const window = dayWindow(new Date('2026-03-14T23:30:00Z'), 3, 'Africa/Algiers');
    expect(window.days).toEqual(['2026-03-13', '2026-03-14', '2026-03-15']);
    expect(window.bounds.map(iso)).toEqual([
      '2026-03-12T23:00:00.000Z',
      '2026-03-13T23:00:00.000Z',
      '2026-03-14T23:00:00.000Z',
      '2026-03-15T23:00:00.000Z',
    ]);
  });

  it('has as many days as asked, across a clock change', () => {
    const window = dayWindow(new Date('2026-04-10T12:00:00Z'), 30, 'Europe/Paris');
    expect(window.days).toHaveLength(30);
    expect(window.bounds).toHaveLength(31);
    expect(window.days[0]).toBe('2026-03-12');
    expect(window.days.at(-1)).toBe('2026-04-10');
    const lengths = window.bounds.slice(1).map((end, i) => hours(window.bounds[i]!, end));
    expect(lengths.filter((h) => h === 23)).toHaveLength(1);
    expect(lengths.filter((h) => h === 24)).toHaveLength(29);
  });
});

describe('counts per day', () => {
  it('fills the days without rows with zeros', () => {
    expect(
      countsByDay(5, [
        { bucket: 2, n: 3 },
        { bucket: 5, n: 1 },
      ]),
    ).toEqual([0, 3, 0, 0, 1]);
    expect(countsByDay(3, [])).toEqual([0, 0, 0]);
  });

  it('adds rows of the same day and ignores buckets outside the window', () => {
    expect(
      countsByDay(2, [
        { bucket: 1, n: 2 },
        { bucket: 1, n: 4 },
        { bucket: 0, n: 9 },
        { bucket: 3, n: 9 },
      ]),
    ).toEqual([6, 0]);
  });
});
