import { FALLBACK_LOCALE, LOCALES, type Locale } from '@portal/contract/locale';
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyDocumentLocale, readStoredLocale, storeLocale } from './locale';

/**
 * Catalogs live in locales/<lang>/<area>.json; each file becomes the top-level key of its
 * area (`t('header.login')`). Arabic plurals use the six forms of Intl.PluralRules
 * (key_zero, key_one, key_two, key_few, key_many, key_other).
 * The back office's catalogs (admin*.json) are not in the first load: the back office's chunk
 * adds them (features/admin/strings.ts), so a visitor never downloads them.
 */
const files = import.meta.glob<Record<string, unknown>>(
  ['../locales/*/*.json', '!../locales/*/admin*.json'],
  {
    eager: true,
    import: 'default',
  },
);

export function buildResources(catalogs: Record<string, Record<string, unknown>> = files): Resource {
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

const options = (locale: Locale) => ({
  resources: buildResources(),
  lng: locale,
  fallbackLng: FALLBACK_LOCALE,
  supportedLngs: [...LOCALES],
  interpolation: { escapeValue: false },
  returnNull: false,
});

export async function initI18n(locale: Locale = readStoredLocale()): Promise<typeof i18next> {
  applyDocumentLocale(locale);
  await i18next.use(initReactI18next).init(options(locale));
  return i18next;
}

/**
 * An instance of its own for one language, ready at once, given to the tree by
 * I18nextProvider: the server renders pages in different languages side by side.
 */
export function createI18n(locale: Locale): typeof i18next {
  const instance = i18next.createInstance();
  void instance.init({ ...options(locale), initAsync: false });
  return instance;
}

/** Switches language without a reload (issue 3) and remembers it. */
export async function changeLocale(locale: Locale): Promise<void> {
  storeLocale(locale);
  applyDocumentLocale(locale);
  await i18next.changeLanguage(locale);
}

export { i18next };
