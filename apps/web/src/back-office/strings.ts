import { buildResources, i18next } from '../lib/i18n';

/**
 * The back office's catalogs (locales/<lang>/admin*.json) are bundled with its chunk instead of
 * the first load (lib/i18n.ts leaves them out). They join a language's strings once i18next has
 * that language: now for those it has, and as each other one arrives. Added earlier, they would
 * make i18next believe it has the language and never load the rest of its strings.
 */
const catalogs = import.meta.glob<Record<string, unknown>>('../locales/*/admin*.json', {
  eager: true,
  import: 'default',
});
const adminResources = buildResources(catalogs);

function addTo(lang: string) {
  const bundle = adminResources[lang];
  if (bundle) i18next.addResourceBundle(lang, 'translation', bundle.translation, true, false);
}

function addToLoaded() {
  for (const lang of Object.keys(adminResources)) {
    if (i18next.hasResourceBundle(lang, 'translation')) addTo(lang);
  }
}

// The app initialises i18next before any page loads; a test may import this module first.
if (i18next.isInitialized) addToLoaded();
else i18next.on('initialized', addToLoaded);
i18next.on('loaded', (loaded: Record<string, unknown>) => Object.keys(loaded).forEach(addTo));
