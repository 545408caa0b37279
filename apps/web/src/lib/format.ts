import { isolate } from '@portal/contract/bidi';
import { intlLocaleOf, type Locale } from '@portal/contract/locale';
import { dateTimeFormat, listFormat, numberFormat, relativeTimeFormat } from '@portal/contract/intl-cache';
import { formatMoney } from '@portal/contract/money';

/**
 * The first Intl formatter of each kind a page makes loads that kind's locale data (tens of
 * milliseconds on a slow phone), wherever it happens to be made: inside a piece of hydration,
 * that piece becomes a long task. A page the server drew makes them first, one task each
 * (main.tsx), with the options its dates and numbers use most.
 */
export function intlWarmUp(locale: Locale, timeZone?: string): (() => unknown)[] {
  const intl = intlLocaleOf(locale);
  return [
    () => numberFormat(intl),
    () => numberFormat(intl, { style: 'currency', currency: 'DZD', maximumFractionDigits: 0 }),
    () => dateTimeFormat(intl, { dateStyle: 'medium', timeZone }),
    () => relativeTimeFormat(intl, { numeric: 'auto' }),
    () => new Intl.PluralRules(locale),
  ];
}

/** Numbers, prices and dates always go through Intl for the page's language. */
export function formatNumber(locale: Locale, value: number, options?: Intl.NumberFormatOptions): string {
  return numberFormat(intlLocaleOf(locale), options).format(value);
}

/** Money is an integer of minor units plus a currency code (docs/architecture.md, "Data"). */
export const formatPrice = formatMoney;

/** "2 MB", "500 kB" in the page's language (units of 1,000 bytes, as the server counts). */
export function formatFileSize(locale: Locale, bytes: number): string {
  const [unit, size] =
    bytes >= 1_000_000 ? (['megabyte', 1_000_000] as const) : (['kilobyte', 1_000] as const);
  return formatNumber(locale, bytes / size, { style: 'unit', unit, maximumFractionDigits: 1 });
}

export function formatDate(
  locale: Locale,
  date: Date | string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return dateTimeFormat(intlLocaleOf(locale), options).format(
    typeof date === 'string' ? new Date(date) : date,
  );
}

/** "HH:MM" (a wall-clock time, such as an opening hour) as the page's language writes a time of day. */
export function formatTimeOfDay(locale: Locale, hhmm: string): string {
  return formatDate(locale, `1970-01-05T${hhmm}:00Z`, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
}

/** A weekday's name, 0 = Monday … 6 = Sunday (the week as opening hours are entered). */
export function formatWeekday(locale: Locale, weekday: number): string {
  // 5 January 1970 was a Monday.
  return formatDate(locale, new Date(Date.UTC(1970, 0, 5 + weekday)), { weekday: 'long', timeZone: 'UTC' });
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
  const rtf = relativeTimeFormat(intlLocaleOf(locale), { numeric: 'auto' });
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') return rtf.format(Math.round(seconds / size), unit);
  }
  return rtf.format(0, 'second');
}

const DURATION_UNITS = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
] as const;

/**
 * A duration by its two largest units, rounded to the smaller: "2 h 15 min", "2 س و15 د",
 * "2 hr 15 min" (Intl's short units, joined as each language joins units).
 */
export function formatDuration(locale: Locale, seconds: number): string {
  const intl = intlLocaleOf(locale);
  const unit = (name: (typeof DURATION_UNITS)[number][0], value: number) =>
    numberFormat(intl, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  const total = Math.max(0, Math.round(seconds));
  // The largest unit the duration reaches; under a minute, seconds alone.
  const index = DURATION_UNITS.findIndex(([, size]) => total >= size);
  if (index === -1 || index === DURATION_UNITS.length - 1) return unit('second', total);
  const [large, largeSize] = DURATION_UNITS[index]!;
  const [small, smallSize] = DURATION_UNITS[index + 1]!;
  const perLarge = largeSize / smallSize;
  const inSmall = Math.round(total / smallSize);
  const whole = Math.floor(inSmall / perLarge);
  const rest = inSmall - whole * perLarge;
  const parts = rest > 0 ? [unit(large, whole), unit(small, rest)] : [unit(large, whole)];
  return listFormat(intl, { type: 'unit', style: 'narrow' }).format(parts);
}

/**
 * Items joined as the language joins a list (Intl): "JPEG, PNG et WEBP", "JPEG, PNG, and
 * WEBP", "JPEG و PNG و WEBP". Each item is isolated, so a Latin name inside an Arabic sentence
 * (or the reverse) keeps its own direction. Arabic writes its "و" against the next word,
 * which a word in another script cannot join: there the "و" is set apart by a space instead
 * of sticking to the Latin name.
 */
export function formatList(
  locale: Locale,
  items: readonly string[],
  type: Intl.ListFormatOptions['type'] = 'conjunction',
): string {
  const parts = listFormat(intlLocaleOf(locale), { type }).formatToParts(items);
  return parts
    .map((part, index) => {
      if (part.type === 'element') return isolate(part.value);
      const next = parts[index + 1]?.value ?? '';
      const joinsNext = /\p{L}$/u.test(part.value) && !/^\p{Script=Arabic}/u.test(next);
      return joinsNext ? `${part.value} ` : part.value;
    })
    .join('');
}
