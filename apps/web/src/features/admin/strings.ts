import { i18next, buildResources } from '../../lib/i18n';

/**
 * The back office's catalogs (locales/<lang>/admin*.json) are bundled with its chunk instead of
 * the first load (lib/i18n.ts leaves them out), and added to i18next when the chunk is
 * evaluated, in every language so switching language needs no further download.
 */
const catalogs = import.meta.glob<Record<string, unknown>>('../../locales/*/admin*.json', {
  eager: true,
  import: 'default',
});

function addCatalogs() {
  for (const [lang, bundle] of Object.entries(buildResources(catalogs))) {
    i18next.addResourceBundle(lang, 'translation', bundle.translation, true, false);
  }
}

// The app initialises i18next before any page loads; a test may import this module first.
if (i18next.isInitialized) addCatalogs();
else i18next.on('initialized', addCatalogs);
