import { describe, expect, it } from 'vitest';
import {
  allowedRange,
  ceilToGrid,
  clampToRules,
  combineDateTime,
  DAY_MS,
  dateKey,
  floorToGrid,
  formatTime,
  from12Hour,
  isTimeAllowed,
  listedTimes,
  msToParts,
  parseDateKey,
  parseTime,
  partsToMs,
  roundToGrid,
  splitDateTime,
  to12Hour,
  unitOptions,
  unitValues,
  type TimeGrid,
} from './date-time';

const t = (text: string) => {
  const ms = parseTime(text);
  if (ms === null) throw new Error(`bad time ${text}`);
  return ms;
};
const enabled = (options: { value: number; disabled: boolean }[]) =>
  options.filter((o) => !o.disabled).map((o) => o.value);

describe('parseTime and formatTime', () => {
  it('reads HH:MM, HH:MM:SS and HH:MM:SS.mmm', () => {
    expect(parseTime('00:00')).toBe(0);
    expect(parseTime('09:30')).toBe(9 * 3_600_000 + 30 * 60_000);
    expect(parseTime('9:05:07')).toBe(9 * 3_600_000 + 5 * 60_000 + 7_000);
    expect(parseTime('23:59:59.999')).toBe(DAY_MS - 1);
    expect(parseTime('12:00:00.5')).toBe(12 * 3_600_000 + 500);
  });

  it('accepts 24:00 as the end of the day, and nothing past it', () => {
    expect(parseTime('24:00')).toBe(DAY_MS);
    expect(parseTime('24:00:00.000')).toBe(DAY_MS);
    expect(parseTime('24:01')).toBeNull();
    expect(parseTime('25:00')).toBeNull();
  });

  it('refuses malformed times', () => {
    for (const bad of ['', '9', '12:60', '12:00:60', 'aa:bb', '12:00:00.1234', '-1:00']) {
      expect(parseTime(bad)).toBeNull();
    }
  });

  it('writes as many parts as the precision asks', () => {
    const ms = t('07:08:09.010');
    expect(formatTime(ms, 1)).toBe('07:08');
    expect(formatTime(ms, 2)).toBe('07:08');
    expect(formatTime(ms, 3)).toBe('07:08:09');
    expect(formatTime(ms, 4)).toBe('07:08:09.010');
    expect(formatTime(DAY_MS, 3)).toBe('24:00:00');
  });

  it('splits and joins parts', () => {
    expect(msToParts(t('13:14:15.016'))).toEqual({ hour: 13, minute: 14, second: 15, millisecond: 16 });
    expect(msToParts(DAY_MS)).toEqual({ hour: 24, minute: 0, second: 0, millisecond: 0 });
    expect(partsToMs({ hour: 24, minute: 0, second: 0, millisecond: 0 })).toBe(DAY_MS);
  });
});

describe('12-hour ↔ 24-hour', () => {
  it.each([
    [0, 12, 'am'],
    [1, 1, 'am'],
    [11, 11, 'am'],
    [12, 12, 'pm'],
    [13, 1, 'pm'],
    [23, 11, 'pm'],
  ] as const)('hour %i is %i %s and back', (hour, hour12, period) => {
    expect(to12Hour(hour)).toEqual({ hour12, period });
    expect(from12Hour(hour12, period)).toBe(hour);
  });

  it('reads hour 24 as the next midnight, 12 AM', () => {
    expect(to12Hour(24)).toEqual({ hour12: 12, period: 'am' });
  });

  it('round-trips every hour of the day', () => {
    for (let h = 0; h < 24; h++) {
      const { hour12, period } = to12Hour(h);
      expect(from12Hour(hour12, period)).toBe(h);
    }
  });
});

describe('the grid of a precision', () => {
  const minutes: TimeGrid = { precision: 2 };

  it('offers only the units of the precision', () => {
    expect(unitValues(0, { precision: 1 })).toHaveLength(24);
    expect(unitValues(1, { precision: 1 })).toEqual([0]);
    expect(unitValues(1, minutes)).toHaveLength(60);
    expect(unitValues(2, minutes)).toEqual([0]);
    expect(unitValues(2, { precision: 3 })).toHaveLength(60);
    expect(unitValues(3, { precision: 3 })).toEqual([0]);
    expect(unitValues(3, { precision: 4 })).toHaveLength(1000);
  });

  it('offers hour 24 only when the end of the day is allowed, and then nothing finer', () => {
    expect(unitValues(0, { precision: 2, allowEndOfDay: true }).at(-1)).toBe(24);
    expect(unitValues(1, { precision: 2, allowEndOfDay: true }, 24)).toEqual([0]);
  });

  it('follows minute and second steps from the start of each hour', () => {
    expect(unitValues(1, { precision: 2, minuteStep: 15 })).toEqual([0, 15, 30, 45]);
    expect(unitValues(2, { precision: 3, secondStep: 20 })).toEqual([0, 20, 40]);
    expect(unitValues(1, { precision: 2, minuteStep: 0 })).toHaveLength(60);
  });

  it('rounds down, up and to the nearest time of the precision', () => {
    const ms = t('10:29:40.600');
    expect(formatTime(floorToGrid(ms, { precision: 1 }), 4)).toBe('10:00:00.000');
    expect(formatTime(roundToGrid(ms, { precision: 1 }), 4)).toBe('10:00:00.000');
    expect(formatTime(ceilToGrid(ms, { precision: 1 })!, 4)).toBe('11:00:00.000');
    expect(formatTime(floorToGrid(ms, minutes), 4)).toBe('10:29:00.000');
    expect(formatTime(roundToGrid(ms, minutes), 4)).toBe('10:30:00.000');
    expect(formatTime(roundToGrid(ms, { precision: 3 }), 4)).toBe('10:29:41.000');
    expect(roundToGrid(ms, { precision: 4 })).toBe(ms);
  });

  it('rounds a tie up and keeps exact times', () => {
    expect(formatTime(roundToGrid(t('10:30'), { precision: 1 }), 2)).toBe('11:00');
    expect(roundToGrid(t('10:15'), { precision: 2, minuteStep: 15 })).toBe(t('10:15'));
    expect(formatTime(roundToGrid(t('10:22:30'), { precision: 2, minuteStep: 15 }), 2)).toBe('10:30');
    expect(formatTime(roundToGrid(t('10:22:29'), { precision: 2, minuteStep: 15 }), 2)).toBe('10:15');
  });

  it('carries past the end of a step into the next hour', () => {
    expect(formatTime(ceilToGrid(t('10:46'), { precision: 2, minuteStep: 15 })!, 2)).toBe('11:00');
    expect(formatTime(floorToGrid(t('10:59:59'), { precision: 3, secondStep: 20 }), 3)).toBe('10:59:40');
  });

  it('rounds the last minutes of the day to 24:00 only when the end of the day is allowed', () => {
    expect(roundToGrid(t('23:59:40'), { precision: 2, allowEndOfDay: true })).toBe(DAY_MS);
    expect(formatTime(roundToGrid(t('23:59:40'), minutes), 2)).toBe('23:59');
    expect(ceilToGrid(t('23:59:40'), minutes)).toBeNull();
    expect(floorToGrid(DAY_MS, minutes)).toBe(t('23:59'));
    expect(floorToGrid(DAY_MS, { precision: 4 })).toBe(DAY_MS - 1);
  });
});

describe('rules of a date', () => {
  const grid: TimeGrid = { precision: 2 };

  it('allows the whole day without rules', () => {
    expect(allowedRange(undefined, grid)).toEqual({ min: 0, max: t('23:59') });
    expect(allowedRange(null, { ...grid, allowEndOfDay: true })).toEqual({ min: 0, max: DAY_MS });
  });

  it('allows nothing on a disabled date, or when min is after max', () => {
    expect(allowedRange({ disabled: true }, grid)).toBeNull();
    expect(allowedRange({ minTime: '18:00', maxTime: '09:00' }, grid)).toBeNull();
    expect(allowedRange({ minTime: '10:10', maxTime: '10:20' }, { precision: 1 })).toBeNull();
    expect(allowedRange({ minTime: 'soon' }, grid)).toBeNull();
  });

  it('moves the bounds onto the grid', () => {
    expect(allowedRange({ minTime: '09:10', maxTime: '17:50', minuteStep: 30 }, grid)).toEqual({
      min: t('09:30'),
      max: t('17:30'),
    });
    expect(allowedRange({ minTime: '09:00:30' }, grid)?.min).toBe(t('09:01'));
  });

  it('disables hours, minutes and seconds outside the bounds', () => {
    const rules = { minTime: '09:30', maxTime: '17:15', minuteStep: 15 };
    expect(enabled(unitOptions(0, [], rules, grid))).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(enabled(unitOptions(1, [9], rules, grid))).toEqual([30, 45]);
    expect(enabled(unitOptions(1, [12], rules, grid))).toEqual([0, 15, 30, 45]);
    expect(enabled(unitOptions(1, [17], rules, grid))).toEqual([0, 15]);
    expect(unitOptions(1, [12], rules, grid).map((o) => o.value)).toEqual([0, 15, 30, 45]);
    const seconds = unitOptions(2, [9, 30], { minTime: '09:30:20' }, { precision: 3 });
    expect(enabled(seconds)[0]).toBe(20);
  });

  it('disables every choice on a disabled date', () => {
    expect(enabled(unitOptions(0, [], { disabled: true }, grid))).toEqual([]);
  });

  it('offers 24:00 when the rules end the day at 24:00', () => {
    const endGrid = { precision: 2, allowEndOfDay: true } as const;
    expect(enabled(unitOptions(0, [], { minTime: '20:00', maxTime: '24:00' }, endGrid))).toEqual([
      20, 21, 22, 23, 24,
    ]);
    expect(enabled(unitOptions(0, [], { maxTime: '23:00' }, endGrid))).not.toContain(24);
    expect(enabled(unitOptions(1, [24], { maxTime: '24:00' }, endGrid))).toEqual([0]);
  });

  it('clamps a time to the nearest allowed one', () => {
    const rules = { minTime: '09:30', maxTime: '17:30', minuteStep: 15 };
    expect(formatTime(clampToRules(t('08:10'), rules, grid)!, 2)).toBe('09:30');
    expect(formatTime(clampToRules(t('19:10'), rules, grid)!, 2)).toBe('17:30');
    expect(formatTime(clampToRules(t('12:08'), rules, grid)!, 2)).toBe('12:15');
    expect(formatTime(clampToRules(t('12:07'), rules, grid)!, 2)).toBe('12:00');
    expect(clampToRules(t('12:00'), { disabled: true }, grid)).toBeNull();
  });

  it('says whether a time is allowed', () => {
    const rules = { minTime: '09:00', maxTime: '24:00', minuteStep: 30 };
    const endGrid = { precision: 2, allowEndOfDay: true } as const;
    expect(isTimeAllowed(t('09:30'), rules, endGrid)).toBe(true);
    expect(isTimeAllowed(t('09:15'), rules, endGrid)).toBe(false);
    expect(isTimeAllowed(t('08:30'), rules, endGrid)).toBe(false);
    expect(isTimeAllowed(DAY_MS, rules, endGrid)).toBe(true);
    expect(isTimeAllowed(DAY_MS, rules, grid)).toBe(false);
  });
});

describe('a list of the only times of a date', () => {
  const grid: TimeGrid = { precision: 2 };
  const slots = { times: ['14:00', '09:30', '10:00', '09:30', 'noon', '10:45'] };

  it('keeps the valid times, sorted once each, inside min/max and on the grid', () => {
    expect(listedTimes(slots, grid)?.map((ms) => formatTime(ms, 2))).toEqual([
      '09:30',
      '10:00',
      '10:45',
      '14:00',
    ]);
    expect(listedTimes({ ...slots, minTime: '10:00', maxTime: '12:00' }, grid)).toEqual([
      t('10:00'),
      t('10:45'),
    ]);
    expect(listedTimes({ ...slots, minuteStep: 30 }, grid)).toEqual([t('09:30'), t('10:00'), t('14:00')]);
    expect(listedTimes({ times: ['24:00'] }, grid)).toEqual([]);
    expect(listedTimes({ times: ['24:00'] }, { ...grid, allowEndOfDay: true })).toEqual([DAY_MS]);
    expect(listedTimes({ minTime: '09:00' }, grid)).toBeNull();
  });

  it('bounds the day by its first and last listed time; an empty list closes it', () => {
    expect(allowedRange(slots, grid)).toEqual({ min: t('09:30'), max: t('14:00') });
    expect(allowedRange({ times: [] }, grid)).toBeNull();
    expect(allowedRange({ times: ['09:00'], disabled: true }, grid)).toBeNull();
  });

  it('offers only hours and minutes that start a listed time', () => {
    expect(enabled(unitOptions(0, [], slots, grid))).toEqual([9, 10, 14]);
    expect(enabled(unitOptions(1, [9], slots, grid))).toEqual([30]);
    expect(enabled(unitOptions(1, [10], slots, grid))).toEqual([0, 45]);
    expect(enabled(unitOptions(1, [12], slots, grid))).toEqual([]);
  });

  it('allows and clamps to listed times only', () => {
    expect(isTimeAllowed(t('10:45'), slots, grid)).toBe(true);
    expect(isTimeAllowed(t('10:30'), slots, grid)).toBe(false);
    expect(clampToRules(0, slots, grid)).toBe(t('09:30'));
    expect(clampToRules(t('12:00'), slots, grid)).toBe(t('10:45'));
    // A tie goes to the later time.
    expect(clampToRules(t('09:45'), slots, grid)).toBe(t('10:00'));
    expect(clampToRules(t('12:22:30'), slots, grid)).toBe(t('14:00'));
    expect(clampToRules(t('10:00'), { times: [] }, grid)).toBeNull();
  });
});

describe('dates and instants', () => {
  it('writes and reads the local day of a date input', () => {
    expect(dateKey(new Date(2025, 0, 5, 23, 30))).toBe('2025-01-05');
    expect(parseDateKey('2025-02-28')?.getDate()).toBe(28);
    expect(parseDateKey('2025-02-30')).toBeNull();
    expect(parseDateKey('05/01/2025')).toBeNull();
  });

  it('turns 24:00 into the next day at 00:00', () => {
    const end = combineDateTime('2025-12-31', DAY_MS);
    expect(end.getFullYear()).toBe(2026);
    expect(dateKey(end)).toBe('2026-01-01');
    expect(end.getHours()).toBe(0);
    expect(splitDateTime(end)).toEqual({ day: '2026-01-01', ms: 0 });
  });

  it('round-trips a day and a time', () => {
    const date = combineDateTime('2025-06-15', t('14:05:06.007'));
    expect(date.getHours()).toBe(14);
    expect(date.getMilliseconds()).toBe(7);
    expect(splitDateTime(date)).toEqual({ day: '2025-06-15', ms: t('14:05:06.007') });
    expect(() => combineDateTime('nope', 0)).toThrow();
  });
});
