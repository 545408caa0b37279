import { numberFormat } from './intl-cache';
import { intlLocaleOf, type Locale } from './locale';

/**
 * A currency code: the three capital letters of ISO 4217 (DZD). Written once here, without zod,
 * for the contract's `currencyCodeSchema` and for pages that must stay free of zod (the search's
 * URL state, the back office's currency form).
 */
export const CURRENCY_CODE_PATTERN = /^[A-Z]{3}$/;

export function isCurrencyCode(text: string): boolean {
  return CURRENCY_CODE_PATTERN.test(text);
}

const digitsOf = new Map<string, number>();

/**
 * Digits after the decimal point of a currency, as ISO 4217 (through Intl) gives them: DZD 2.
 * Kept per currency: every price of a page asks, and Intl answers with a new object each time.
 */
export function currencyDigits(currency: string): number {
  let digits = digitsOf.get(currency);
  if (digits === undefined) {
    digits = numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsOf.set(currency, digits);
  }
  return digits;
}

/**
 * Money is an integer of minor units plus a currency code (exact, unlike floats), shown through Intl
 * in the reader's language: 1500000 DZD reads "15.000 د.ج.", "15 000 DA"; no decimals when
 * there are none. One function for the SPA's prices and the API's mails.
 */
export function formatMoney(locale: Locale, minorUnits: number, currency: string): string {
  const digits = currencyDigits(currency);
  return numberFormat(intlLocaleOf(locale), {
    style: 'currency',
    currency,
    maximumFractionDigits: minorUnits % 10 ** digits === 0 ? 0 : digits,
  }).format(minorUnits / 10 ** digits);
}

/** Arabic-Indic (٠–٩) and Persian (۰–۹) digits: a price is often typed with them. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

/**
 * An amount as a person types it → minor units: "1500", "1 500,5", "١٥٠٠٫٥", "۱۵۰۰" with 2
 * decimals → 150050, 150050, 150050, 150000. Spaces, the apostrophe and the Arabic thousands
 * separator (٬) group digits; "," "." or the Arabic decimal separator (٫) starts the decimals.
 * Empty → undefined; anything else (letters, a sign, two separators, more decimals than the
 * currency has) → null. The rule of every amount field, the posting form's and the search's.
 */
export function parseAmount(text: string, decimals: number): number | null | undefined {
  const normalized = text
    .replace(EASTERN_DIGITS, (d) => String((d.charCodeAt(0) & 0xf) % 10))
    .replace(/[\s\u00a0\u202f\u066c']/g, '')
    .replace(/[,\u066b]/, '.');
  if (normalized === '') return undefined;
  const match = /^(\d{1,13})(?:\.(\d*))?$/.exec(normalized);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return null;
  return Number(match[1]) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
}
