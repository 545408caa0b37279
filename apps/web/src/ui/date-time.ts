/**
 * Time arithmetic of the date-time picker, pure so it is tested on its own.
 *
 * A time of day is counted in milliseconds from midnight, 0 … DAY_MS. DAY_MS itself is
 * 24:00, the end of the day: the picker treats hour 24 as the end of the day, so "until 24:00"
 * is a valid closing time. As an instant it is the next day's 00:00.
 *
 * Precision levels: 1 = hours, 2 = minutes, 3 = seconds, 4 = milliseconds.
 */
export type Precision = 1 | 2 | 3 | 4;
export type HourCycle = 12 | 24;
export type DayPeriod = 'am' | 'pm';
/** 0 = hour, 1 = minute, 2 = second, 3 = millisecond. */
export type TimeUnit = 0 | 1 | 2 | 3;

export const HOUR_MS = 3_600_000;
export const MINUTE_MS = 60_000;
export const SECOND_MS = 1_000;
export const DAY_MS = 24 * HOUR_MS;
const UNIT_MS = [HOUR_MS, MINUTE_MS, SECOND_MS, 1] as const;

export interface TimeParts {
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

/**
 * What may be chosen on one date; returned by the picker's `rules(date)`.
 * `minTime`/`maxTime` are 'HH:MM[:SS[.mmm]]' and inclusive; `maxTime: '24:00'` allows the end
 * of the day. `disabled` closes the whole date. Steps count from the start of each hour/minute.
 * `times` lists the only times of the date (a day's free slots): then nothing else may be chosen,
 * an empty list closes the date, and min/max and the grid still narrow the list.
 */
export interface TimeRules {
  minTime?: string;
  maxTime?: string;
  disabled?: boolean;
  minuteStep?: number;
  secondStep?: number;
  times?: readonly string[];
}

/** The times a picker can show: its precision, the steps of the date's rules, and hour 24. */
export interface TimeGrid {
  precision: Precision;
  minuteStep?: number;
  secondStep?: number;
  /** Offer 24:00 (the end of the day) as a choice. */
  allowEndOfDay?: boolean;
}

export function partsToMs({ hour, minute, second, millisecond }: TimeParts): number {
  return hour * HOUR_MS + minute * MINUTE_MS + second * SECOND_MS + millisecond;
}

export function msToParts(ms: number): TimeParts {
  const hour = Math.floor(ms / HOUR_MS);
  const minute = Math.floor((ms % HOUR_MS) / MINUTE_MS);
  const second = Math.floor((ms % MINUTE_MS) / SECOND_MS);
  return { hour, minute, second, millisecond: ms % SECOND_MS };
}

const TIME_PATTERN = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

/** 'HH:MM[:SS[.mmm]]' → milliseconds from midnight; null when invalid. '24:00' is DAY_MS. */
export function parseTime(text: string): number | null {
  const match = TIME_PATTERN.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  const second = Number(match[3] ?? 0);
  const millisecond = Number((match[4] ?? '0').padEnd(3, '0'));
  if (minute > 59 || second > 59) return null;
  if (hour === 24) return minute === 0 && second === 0 && millisecond === 0 ? DAY_MS : null;
  if (hour > 23) return null;
  return partsToMs({ hour, minute, second, millisecond });
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Milliseconds from midnight → 'HH:MM', 'HH:MM:SS' or 'HH:MM:SS.mmm' for the precision. */
export function formatTime(ms: number, precision: Precision): string {
  const p = msToParts(ms);
  let text = `${pad(p.hour)}:${pad(p.minute)}`;
  if (precision >= 3) text += `:${pad(p.second)}`;
  if (precision === 4) text += `.${pad(p.millisecond, 3)}`;
  return text;
}

/** 0 → 12 AM, 12 → 12 PM, 13 → 1 PM. Hour 24 is the next midnight: 12 AM. */
export function to12Hour(hour: number): { hour12: number; period: DayPeriod } {
  const h = hour % 24;
  return { hour12: h % 12 === 0 ? 12 : h % 12, period: h < 12 ? 'am' : 'pm' };
}

/** 12 AM → 0, 12 PM → 12, 1 PM → 13. */
export function from12Hour(hour12: number, period: DayPeriod): number {
  const h = hour12 % 12;
  return period === 'pm' ? h + 12 : h;
}

function validStep(step: number | undefined, limit: number): number {
  return step !== undefined && Number.isInteger(step) && step >= 1 && step <= limit ? step : 1;
}

function range(step: number, below: number): number[] {
  const out: number[] = [];
  for (let v = 0; v < below; v += step) out.push(v);
  return out;
}

/**
 * The values a unit may take on the grid. Units finer than the precision are always 0,
 * and so are all units after hour 24.
 */
export function unitValues(unit: TimeUnit, grid: TimeGrid, hour?: number): number[] {
  if (unit === 0) return range(1, grid.allowEndOfDay ? 25 : 24);
  if (hour === 24 || unit >= grid.precision) return [0];
  if (unit === 1) return range(validStep(grid.minuteStep, 60), 60);
  if (unit === 2) return range(validStep(grid.secondStep, 60), 60);
  return range(1, 1000);
}

/** The latest grid time at or before `ms` (inside 00:00 … 24:00 or 23:59…). */
export function floorToGrid(ms: number, grid: TimeGrid): number {
  const last = grid.allowEndOfDay ? DAY_MS : DAY_MS - 1;
  const t = Math.min(Math.max(Math.floor(ms), 0), last);
  if (t === DAY_MS) return DAY_MS;
  const hour = Math.floor(t / HOUR_MS);
  let rest = t - hour * HOUR_MS;
  let result = hour * HOUR_MS;
  let exact = true;
  for (const unit of [1, 2, 3] as const) {
    const values = unitValues(unit, grid, hour);
    const raw = exact ? Math.floor(rest / UNIT_MS[unit]) : Number.POSITIVE_INFINITY;
    const value = values.filter((v) => v <= raw).at(-1) ?? 0;
    if (value !== raw) exact = false;
    if (exact) rest -= value * UNIT_MS[unit];
    result += value * UNIT_MS[unit];
  }
  return result;
}

/** The grid time after `gridMs` (itself on the grid), or null after the last one. */
function nextOnGrid(gridMs: number, grid: TimeGrid): number | null {
  if (gridMs >= DAY_MS) return null;
  const p = msToParts(gridMs);
  const values = [p.hour, p.minute, p.second, p.millisecond];
  for (const unit of [3, 2, 1] as const) {
    const choices = unitValues(unit, grid, p.hour);
    const next = choices[choices.indexOf(values[unit]!) + 1];
    if (next !== undefined) {
      const base = values.slice(0, unit).reduce((sum, v, i) => sum + v * UNIT_MS[i]!, 0);
      return base + next * UNIT_MS[unit];
    }
  }
  const hour = p.hour + 1;
  if (hour === 24) return grid.allowEndOfDay ? DAY_MS : null;
  return hour * HOUR_MS;
}

/** The earliest grid time at or after `ms`; null when none is left that day. */
export function ceilToGrid(ms: number, grid: TimeGrid): number | null {
  if (ms <= 0) return 0;
  const floor = floorToGrid(ms, grid);
  return floor >= ms ? floor : nextOnGrid(floor, grid);
}

/** The nearest grid time ("precision rounding"); a tie goes to the later one, as Math.round. */
export function roundToGrid(ms: number, grid: TimeGrid): number {
  const floor = floorToGrid(ms, grid);
  const ceil = ceilToGrid(ms, grid);
  if (ceil === null) return floor;
  return ms - floor < ceil - ms ? floor : ceil;
}

/** The bounds of the min/max rules on the grid; null when they allow nothing. */
function boundsOf(rules: TimeRules | null | undefined, grid: TimeGrid): { min: number; max: number } | null {
  if (rules?.disabled) return null;
  const g = withSteps(grid, rules);
  const minText = rules?.minTime === undefined ? 0 : parseTime(rules.minTime);
  const maxText = rules?.maxTime === undefined ? DAY_MS : parseTime(rules.maxTime);
  if (minText === null || maxText === null) return null;
  const min = ceilToGrid(minText, g);
  const max = floorToGrid(maxText, g);
  if (min === null || min > max) return null;
  return { min, max };
}

/**
 * The times a date's `times` list allows, ascending: those that are valid, on the grid and
 * inside the min/max bounds. Null when the rules list no times (every grid time counts).
 */
export function listedTimes(rules: TimeRules | null | undefined, grid: TimeGrid): number[] | null {
  if (!rules?.times) return null;
  const bounds = boundsOf(rules, grid);
  if (!bounds) return [];
  const g = withSteps(grid, rules);
  const times = rules.times
    .map(parseTime)
    .filter((ms): ms is number => ms !== null && ms >= bounds.min && ms <= bounds.max)
    .filter((ms) => (ms === DAY_MS ? grid.allowEndOfDay === true : floorToGrid(ms, g) === ms));
  return [...new Set(times)].sort((a, b) => a - b);
}

/** The first and last time allowed by the rules on the grid; null when none is. */
export function allowedRange(
  rules: TimeRules | null | undefined,
  grid: TimeGrid,
): { min: number; max: number } | null {
  const listed = listedTimes(rules, grid);
  if (!listed) return boundsOf(rules, grid);
  const [first] = listed;
  return first === undefined ? null : { min: first, max: listed.at(-1)! };
}

function withSteps(grid: TimeGrid, rules: TimeRules | null | undefined): TimeGrid {
  return {
    ...grid,
    minuteStep: rules?.minuteStep ?? grid.minuteStep,
    secondStep: rules?.secondStep ?? grid.secondStep,
  };
}

/**
 * The allowed time closest to `ms`: rounded onto the grid, then kept inside the rules'
 * range. Null when the rules allow nothing that day.
 */
export function clampToRules(ms: number, rules: TimeRules | null | undefined, grid: TimeGrid): number | null {
  const listed = listedTimes(rules, grid);
  if (listed) {
    // The nearest listed time; a tie goes to the later one, as on the grid.
    return listed.reduce<number | null>(
      (best, t) => (best === null || Math.abs(t - ms) <= Math.abs(best - ms) ? t : best),
      null,
    );
  }
  const bounds = allowedRange(rules, grid);
  if (!bounds) return null;
  if (ms <= bounds.min) return bounds.min;
  if (ms >= bounds.max) return bounds.max;
  return roundToGrid(ms, withSteps(grid, rules));
}

export function isTimeAllowed(ms: number, rules: TimeRules | null | undefined, grid: TimeGrid): boolean {
  const listed = listedTimes(rules, grid);
  if (listed) return listed.includes(ms);
  const bounds = allowedRange(rules, grid);
  return !!bounds && ms >= bounds.min && ms <= bounds.max && floorToGrid(ms, withSteps(grid, rules)) === ms;
}

export interface TimeOption {
  value: number;
  disabled: boolean;
}

/**
 * The choices of one unit given the coarser units already chosen (`prefix`: [hour],
 * [hour, minute]…). A choice is disabled when no allowed time starts with it, so a
 * visitor can only reach times the date's rules allow.
 */
export function unitOptions(
  unit: TimeUnit,
  prefix: readonly number[],
  rules: TimeRules | null | undefined,
  grid: TimeGrid,
): TimeOption[] {
  const g = withSteps(grid, rules);
  const bounds = allowedRange(rules, grid);
  const listed = listedTimes(rules, grid);
  const hour = unit === 0 ? undefined : prefix[0];
  const base = prefix.slice(0, unit).reduce((sum, v, i) => sum + v * UNIT_MS[i]!, 0);
  return unitValues(unit, g, hour).map((value) => {
    const start = base + value * UNIT_MS[unit];
    const h = unit === 0 ? value : hour;
    let end = start;
    for (let finer = unit + 1; finer <= 3; finer++) {
      end += (unitValues(finer as TimeUnit, g, h).at(-1) ?? 0) * UNIT_MS[finer]!;
    }
    const outside = !bounds || end < bounds.min || start > bounds.max;
    // With a list, a choice needs a listed time that starts with it.
    return { value, disabled: outside || (listed !== null && !listed.some((t) => t >= start && t <= end)) };
  });
}

/** A date as the local 'YYYY-MM-DD' of an `<input type="date">`. */
export function dateKey(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'YYYY-MM-DD' → that day's local midnight; null when invalid. */
export function parseDateKey(key: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return dateKey(date) === key ? date : null;
}

/** A day and a time of day → the local instant. 24:00 becomes the next day's 00:00. */
export function combineDateTime(day: string, ms: number): Date {
  const date = parseDateKey(day);
  if (!date) throw new Error(`Invalid date "${day}"`);
  const p = msToParts(ms);
  // The Date constructor carries hour 24 into the next day, and places the wall-clock
  // time correctly across daylight-saving changes.
  return new Date(
    date.getFullYear(),
    date.getMonth(),
    date.getDate(),
    p.hour,
    p.minute,
    p.second,
    p.millisecond,
  );
}

/** A local instant → its day and time of day (never 24:00: that is the next day's 00:00). */
export function splitDateTime(date: Date): { day: string; ms: number } {
  return {
    day: dateKey(date),
    ms: partsToMs({
      hour: date.getHours(),
      minute: date.getMinutes(),
      second: date.getSeconds(),
      millisecond: date.getMilliseconds(),
    }),
  };
}

/** The AM and PM words of a language, from Intl ("AM"/"PM", "ص"/"م"). */
export function dayPeriodLabels(intlLocale: string): Record<DayPeriod, string> {
  const format = new Intl.DateTimeFormat(intlLocale, { hour: 'numeric', hour12: true, timeZone: 'UTC' });
  const label = (hour: number, fallback: string) =>
    format.formatToParts(new Date(Date.UTC(2020, 0, 1, hour))).find((p) => p.type === 'dayPeriod')?.value ??
    fallback;
  return { am: label(9, 'AM'), pm: label(15, 'PM') };
}
