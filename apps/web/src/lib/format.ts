import { intlLocaleOf, type Locale } from '@portal/contract/locale';

/** Numbers, prices and dates always go through Intl for the page's language. */
export function formatNumber(locale: Locale, value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(intlLocaleOf(locale), options).format(value);
}

/** Money is an integer of minor units plus a currency code (ARCHITECTURE.md). */
export function formatPrice(locale: Locale, minorUnits: number, currency: string): string {
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return new Intl.NumberFormat(intlLocaleOf(locale), {
    style: 'currency',
    currency,
    maximumFractionDigits: minorUnits % 10 ** digits === 0 ? 0 : digits,
  }).format(minorUnits / 10 ** digits);
}

export function formatDate(
  locale: Locale,
  date: Date | string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return new Intl.DateTimeFormat(intlLocaleOf(locale), options).format(
    typeof date === 'string' ? new Date(date) : date,
  );
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/** "3 days ago", "منذ 3 أيام", "il y a 3 jours". */
export function formatRelativeTime(locale: Locale, date: Date | string, now: Date = new Date()): string {
  const seconds = Math.round(
    ((typeof date === 'string' ? new Date(date) : date).getTime() - now.getTime()) / 1000,
  );
  const rtf = new Intl.RelativeTimeFormat(intlLocaleOf(locale), { numeric: 'auto' });
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') return rtf.format(Math.round(seconds / size), unit);
  }
  return rtf.format(0, 'second');
}
