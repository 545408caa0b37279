/** A month of the calendar as YYYY-MM; its first day and its length, in the calendar alone. */
export function monthStart(month: string): string {
  return `${month}-01`;
}

export function monthLength(month: string): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** The month before or after (step -1 or 1). */
export function shiftMonth(month: string, step: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + step, 1)).toISOString().slice(0, 7);
}

/** A month read from the address, or the current one when it is missing or malformed. */
export function monthOf(text: string | null, now: Date = new Date()): string {
  if (text && /^\d{4}-(0[1-9]|1[0-2])$/.test(text)) return text;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;
}
