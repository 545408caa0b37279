import type { Locale } from './locale';

/**
 * Where the server serves the installable app's files (apps/api spa.ts) and the web app finds
 * them. The service worker is served from the root, so its scope is the whole site without a
 * `Service-Worker-Allowed` header; the manifest has one translation per language.
 */
export const SERVICE_WORKER_PATH = '/sw.js';
export const MANIFEST_PATH = '/manifest.webmanifest';

/** The manifest in the page's language (`?lang=`; the server answers Arabic for an unknown one). */
export function manifestHref(locale: Locale): string {
  return `${MANIFEST_PATH}?lang=${locale}`;
}

/** The built manifest of one language, in the web build's output (apps/web/dist). */
export function manifestFileName(locale: Locale): string {
  return `manifest.${locale}.webmanifest`;
}
