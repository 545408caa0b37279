/** Languages of the portal. Arabic is the default and reads right to left. */
export const LOCALES = ['ar', 'fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'ar';
/** Missing translations fall back to English. */
export const FALLBACK_LOCALE: Locale = 'en';
/** A stored locale that is not one of ours is read as French. */
export const PERSISTED_FALLBACK_LOCALE: Locale = 'fr';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The page's language from what the visitor stored: nothing → Arabic (the default),
 * one of ours → it, anything else → French. The SPA reads localStorage; the server reads the
 * cookie the SPA mirrors it into (LOCALE_COOKIE), so a server-rendered page is in the same language.
 */
export function storedLocaleOf(stored: string | null | undefined): Locale {
  if (stored === null || stored === undefined) return DEFAULT_LOCALE;
  return isLocale(stored) ? stored : PERSISTED_FALLBACK_LOCALE;
}

/** The cookie the SPA mirrors the chosen language into, for server rendering (same name as the storage key). */
export const LOCALE_COOKIE = 'user-locale';

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/**
 * A text in each of the three languages. Its schema (and localeSchema) are in
 * locale-schemas.ts: this file stays free of zod, which the SPA's first load does not need.
 */
export type LocalizedText = Record<Locale, string>;

/**
 * The Intl locale used to format numbers, prices and dates: the Algerian variants, so
 * figures use the Latin digits and separators our market reads (12.345,5 and 12 345,5 DA).
 */
const INTL_LOCALES: Record<Locale, string> = { ar: 'ar-DZ', fr: 'fr-DZ', en: 'en' };
export function intlLocaleOf(locale: Locale): string {
  return INTL_LOCALES[locale];
}

/**
 * The address parameter naming a page's language (`/sales?lang=fr`): a crawler runs no script
 * and keeps no cookie, so each language version needs an address of its own
 * (docs/decisions/025-language-in-the-address.md).
 */
export const LOCALE_PARAM = 'lang';

/**
 * A page's language: the address's `?lang` when it is one of ours (it wins over the stored
 * choice, and the SPA stores it), else the stored choice (storedLocaleOf).
 */
export function pageLocaleOf(
  fromAddress: string | null | undefined,
  stored: string | null | undefined,
): Locale {
  return isLocale(fromAddress) ? fromAddress : storedLocaleOf(stored);
}
