import type { Locale } from '@portal/contract/locale';
import { formatNumber } from '../../../lib/format';

/**
 * A playing time as players show it, "4:05" or "1:02:09", with the language's digits. Under an
 * hour the minutes are not padded; seconds (and minutes past an hour) always have two digits.
 */
export function formatClock(locale: Locale, seconds: number): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => formatNumber(locale, n, { minimumIntegerDigits: 2, useGrouping: false });
  const one = (n: number) => formatNumber(locale, n, { useGrouping: false });
  return h > 0 ? `${one(h)}:${two(m)}:${two(s)}` : `${one(m)}:${two(s)}`;
}
