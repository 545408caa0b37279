import {
  DEFAULT_LOCALE,
  directionOf,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_PARAM,
  storedLocaleOf,
  type Locale,
} from '@portal/contract/locale';
import { manifestHref } from '@portal/contract/install';
import { setCookie } from './cookies';

/** The key the chosen language is stored under. */
export const LOCALE_STORAGE_KEY = 'user-locale';

/** The stored language: none → Arabic (the default); an unknown value → French. */
export function readStoredLocale(storage: Pick<Storage, 'getItem'> = localStorage): Locale {
  let stored: string | null;
  try {
    stored = storage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return DEFAULT_LOCALE;
  }
  return storedLocaleOf(stored);
}

/**
 * The server renders the list and detail pages in the visitor's language (docs/decisions/013):
 * it cannot read localStorage, so the choice is mirrored into a cookie of the same name.
 */
export function mirrorLocaleCookie(locale: Locale): void {
  try {
    setCookie(LOCALE_COOKIE, locale, { expires: '1y' });
  } catch {
    // No cookies (a sandboxed frame): the server then renders the default language.
  }
}

export function storeLocale(locale: Locale, storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode may refuse storage; the choice then lasts for this page only.
  }
  mirrorLocaleCookie(locale);
}

/** `<html lang dir>` follow the language. */
export function applyDocumentLocale(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
  // The app installed from this page takes its name in the page's language.
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestHref(locale));
}

/**
 * A page opened at an address naming its language (`?lang=fr`, a crawler's or a shared link's
 * address) is in that language, and it becomes the visitor's choice: stored before anything
 * reads it, so the app adopts the server's drawing in the same language
 * (docs/decisions/025-language-in-the-address.md).
 */
export function adoptAddressLocale(
  where: Pick<Location, 'search'> = location,
  storage: Pick<Storage, 'setItem'> = localStorage,
): void {
  const fromAddress = new URLSearchParams(where.search).get(LOCALE_PARAM);
  if (isLocale(fromAddress)) storeLocale(fromAddress, storage);
}
