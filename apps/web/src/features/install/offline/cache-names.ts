/**
 * The service worker's caches (caching-rules.ts says what goes in each). A file without imports:
 * the offline page reads the `pages` cache and must load nothing of the app (offline-page.ts).
 */
export type CachingRule = 'assets' | 'images' | 'public-api' | 'pages';

/** Cache names, versioned so a change of what a cache holds starts it afresh. */
export const CACHE_NAMES: Record<CachingRule, string> = {
  assets: 'portal-assets-v1',
  images: 'portal-images-v1',
  'public-api': 'portal-public-api-v1',
  pages: 'portal-pages-v1',
};
