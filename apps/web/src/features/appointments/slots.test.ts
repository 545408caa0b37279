import { describe, expect, it } from 'vitest';
import { addDays, freeSlots, weekDays, weekStart } from './slots';

const slot = (day: string, time: string) => ({
  starts_at: new Date(`${day}T${time}:00`).toISOString(),
  time,
});

describe('free slots for the picker', () => {
  // 2 March is full, 4 March closed: the answer lists no slot for them.
  const days = [
    { date: '2026-03-02', slots: [] },
    { date: '2026-03-03', slots: [slot('2026-03-03', '09:30'), slot('2026-03-03', '10:00')] },
    { date: '2026-03-04', slots: [] },
    { date: '2026-03-05', slots: [slot('2026-03-05', '11:00')] },
  ];

  it('offers on each day exactly its free times, and no time on a full day', () => {
    const free = freeSlots(days);
    expect(free.days).toEqual(['2026-03-03', '2026-03-05']);
    expect(free.rules(new Date(2026, 2, 3)).times).toEqual(['09:30', '10:00']);
    expect(free.rules(new Date(2026, 2, 2)).times).toEqual([]);
    expect(free.rules(new Date(2026, 2, 4)).times).toEqual([]);
    expect([free.minDate, free.maxDate]).toEqual(['2026-03-03', '2026-03-05']);
  });

  it('finds the slot of a chosen instant, only when it is free', () => {
    const free = freeSlots(days);
    expect(free.slotAt(new Date(2026, 2, 3, 9, 30))?.time).toBe('09:30');
    expect(free.slotAt(new Date(2026, 2, 3, 9, 0))).toBeUndefined();
    expect(free.slotAt(null)).toBeUndefined();
    expect(free.firstOf('2026-03-03')?.time).toBe('09:30');
    expect(free.firstOf('2026-03-02')).toBeUndefined();
  });

  it('has no bounds when nothing is free', () => {
    const free = freeSlots([{ date: '2026-03-02', slots: [] }]);
    expect(free.days).toEqual([]);
    expect(free.minDate).toBeUndefined();
  });
});

describe('agenda days', () => {
  it('moves days across months and finds the Monday of a week', () => {
    expect(addDays('2026-02-27', 3)).toBe('2026-03-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekStart('2026-03-01')).toBe('2026-02-23');
    expect(weekStart('2026-03-02')).toBe('2026-03-02');
    expect(weekDays('2026-03-30')).toEqual([
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
      '2026-04-05',
    ]);
  });
});
