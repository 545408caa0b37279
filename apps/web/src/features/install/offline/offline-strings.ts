/**
 * The offline page's strings (locales/<lang>/install.json, `offline`): the page is a file of its
 * own (offline.html), served by the service worker without the app, so the build writes its
 * strings into it (vite.config.ts) for the page's script (offline-page.ts) to pick from.
 */
export const OFFLINE_KEYS = [
  'install.offline.document_title',
  'install.offline.title',
  'install.offline.text',
  'install.offline.retry',
  'install.offline.kept_title',
  'install.offline.kept_none',
  'install.offline.untitled',
] as const;

export type OfflineKey = (typeof OFFLINE_KEYS)[number];
/** By language, then by key. */
export type OfflineStrings = Record<string, Record<OfflineKey, string>>;

/** The id of the data block holding them in offline.html. */
export const OFFLINE_STRINGS_ID = 'offline-strings';
