import { isLocale, LOCALES, type Locale } from '@portal/contract/locale';
import i18next, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Catalog } from '../locales/catalog';
import { loadCatalog } from './translations';
import { applyDocumentLocale, readStoredLocale, storeLocale } from './locale';

/**
 * Catalogs live in locales/<lang>/<area>.json; each file becomes the top-level key of its
 * area (`t('header.login')`). Arabic plurals use the six forms of Intl.PluralRules
 * (key_zero, key_one, key_two, key_few, key_many, key_other).
 * The browser loads one language's catalog, when it is first used (translations.ts). No fallback
 * language is loaded beside it: `npm run i18n:check` (part of lint) fails when a key is
 * missing from a language. The back office's catalogs (admin*.json) are not in the first load:
 * the back office's chunk adds them (back-office/strings.ts).
 */

/** Files locales/<lang>/<area>.json grouped into i18next resources by language. */
export function buildResources(catalogs: Record<string, Record<string, unknown>>): Resource {
  const resources: Resource = {};
  for (const [file, content] of Object.entries(catalogs)) {
    const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file);
    if (!match) continue;
    const [, lang, area] = match as unknown as [string, string, string];
    const translation = ((resources[lang] ??= { translation: {} }).translation ??= {}) as Record<
      string,
      unknown
    >;
    translation[area] = content;
  }
  return resources;
}

/** i18next's loader of a language it has not got yet: that language's chunk. */
const lazyCatalogs: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    if (!isLocale(language)) return callback(null, {});
    loadCatalog(language).then(
      (catalog) => callback(null, catalog),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

const options = (locale: Locale) => ({
  lng: locale,
  fallbackLng: false as const,
  supportedLngs: [...LOCALES],
  interpolation: { escapeValue: false },
  returnNull: false,
});

export async function initI18n(locale: Locale = readStoredLocale()): Promise<typeof i18next> {
  applyDocumentLocale(locale);
  await i18next.use(lazyCatalogs).use(initReactI18next).init(options(locale));
  return i18next;
}

/**
 * An instance of its own for one language, ready at once, given to the tree by
 * I18nextProvider: the server renders pages in different languages side by side, with every
 * catalog in memory.
 */
export function createI18n(locale: Locale, catalogs: Record<Locale, Catalog>): typeof i18next {
  const instance = i18next.createInstance();
  const resources: Resource = Object.fromEntries(
    LOCALES.map((lang) => [lang, { translation: catalogs[lang] }]),
  );
  void instance.init({ ...options(locale), resources, initAsync: false });
  return instance;
}

/** Switches language without a reload and remembers it. */
export async function changeLocale(locale: Locale): Promise<void> {
  // Its catalog first, so the page never shows keys while it arrives.
  await i18next.loadLanguages(locale);
  storeLocale(locale);
  applyDocumentLocale(locale);
  await i18next.changeLanguage(locale);
}

export { i18next };
