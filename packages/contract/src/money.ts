import { numberFormat } from './intl-cache';
import { intlLocaleOf, type Locale } from './locale';

/** Digits after the decimal point of a currency, as ISO 4217 (through Intl) gives them: DZD 2. */
export function currencyDigits(currency: string): number {
  return numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * Money is an integer of minor units plus a currency code (ARCHITECTURE.md), shown through Intl
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
