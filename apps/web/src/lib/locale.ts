import {
  DEFAULT_LOCALE,
  directionOf,
  isLocale,
  PERSISTED_FALLBACK_LOCALE,
  type Locale,
} from '@portal/contract/locale';

/** The key the chosen language is stored under (spec §9). */
export const LOCALE_STORAGE_KEY = 'user-locale';

/** The stored language: none → Arabic (the default); an unknown value → French (spec §9). */
export function readStoredLocale(storage: Pick<Storage, 'getItem'> = localStorage): Locale {
  let stored: string | null;
  try {
    stored = storage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return DEFAULT_LOCALE;
  }
  if (stored === null) return DEFAULT_LOCALE;
  return isLocale(stored) ? stored : PERSISTED_FALLBACK_LOCALE;
}

export function storeLocale(locale: Locale, storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode may refuse storage; the choice then lasts for this page only.
  }
}

/** `<html lang dir>` follow the language (spec §4). */
export function applyDocumentLocale(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}
