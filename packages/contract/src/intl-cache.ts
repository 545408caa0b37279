/**
 * Intl formatters, made once per language and options. Building one costs far more than using
 * it (a list page formats hundreds of prices, numbers and dates while it hydrates on a slow
 * phone), and a formatter never changes once made.
 */
const made = new Map<string, unknown>();

function memo<T>(kind: string, locale: string, options: object | undefined, make: () => T): T {
  const key = `${kind}|${locale}|${options ? JSON.stringify(options) : ''}`;
  let formatter = made.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    made.set(key, formatter);
  }
  return formatter;
}

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  memo('n', locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions) =>
  memo('d', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const relativeTimeFormat = (locale: string, options?: Intl.RelativeTimeFormatOptions) =>
  memo('r', locale, options, () => new Intl.RelativeTimeFormat(locale, options));

export const listFormat = (locale: string, options?: Intl.ListFormatOptions) =>
  memo('l', locale, options, () => new Intl.ListFormat(locale, options));
