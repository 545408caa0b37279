import type { Locale } from '@portal/contract/locale';
import type { Catalog } from '../locales/catalog';

/**
 * Each language's strings are a chunk of their own, so a visitor downloads only their
 * language's (about a third of the strings). Asked once per language: boot.ts asks for the
 * visitor's as the app's scripts start loading, and i18next's backend (i18n.ts) gets the same.
 */
const IMPORTS: Record<Locale, () => Promise<{ default: Catalog }>> = {
  ar: () => import('../locales/ar'),
  fr: () => import('../locales/fr'),
  en: () => import('../locales/en'),
};

const loading = new Map<Locale, Promise<Catalog>>();

export function loadCatalog(locale: Locale): Promise<Catalog> {
  let catalog = loading.get(locale);
  if (!catalog) {
    catalog = IMPORTS[locale]().then((module) => module.default);
    // A failed download (a dropped connection) may be asked again.
    catalog.catch(() => loading.delete(locale));
    loading.set(locale, catalog);
  }
  return catalog;
}
