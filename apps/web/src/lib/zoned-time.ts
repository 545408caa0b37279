/**
 * The date-time picker shows and gives wall-clock times of the browser's zone; staff schedule in
 * the portal's zone (its settings), wherever they are. These two turn one into the other.
 */

/** The wall clock of `instant` in `timeZone`, as milliseconds of a UTC date with the same fields. */
function wallClockMs(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const field = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return (
    Date.UTC(
      field('year'),
      field('month') - 1,
      field('day'),
      field('hour'),
      field('minute'),
      field('second'),
    ) + instant.getUTCMilliseconds()
  );
}

/** How far `timeZone`'s clock is ahead of UTC at `instant`, in milliseconds. */
function offsetMs(instant: Date, timeZone: string): number {
  return wallClockMs(instant, timeZone) - instant.getTime();
}

/** What the picker shows for `instant`: a local Date whose fields are the portal's wall clock. */
export function toPickerValue(instant: Date, timeZone: string): Date {
  const wall = new Date(wallClockMs(instant, timeZone));
  return new Date(
    wall.getUTCFullYear(),
    wall.getUTCMonth(),
    wall.getUTCDate(),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    wall.getUTCSeconds(),
    wall.getUTCMilliseconds(),
  );
}

/** The instant the picker's local Date means when its fields are read in the portal's zone. */
export function fromPickerValue(picked: Date, timeZone: string): Date {
  const wall = Date.UTC(
    picked.getFullYear(),
    picked.getMonth(),
    picked.getDate(),
    picked.getHours(),
    picked.getMinutes(),
    picked.getSeconds(),
    picked.getMilliseconds(),
  );
  // The offset at a first guess, then at the instant it gives (right across a change of offset).
  const guess = wall - offsetMs(new Date(wall), timeZone);
  return new Date(wall - offsetMs(new Date(guess), timeZone));
}

/** Today's date ('YYYY-MM-DD') in the portal's zone: the earliest day a schedule may choose. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Date(wallClockMs(now, timeZone)).toISOString().slice(0, 10);
}
