/**
 * The catalog (categories, regions, currencies) as both the browsing pages and the posting
 * form read it. Answers are cached 5 minutes by the server (ETag); the page keeps them as long.
 */
export const CATALOG_STALE_MS = 5 * 60_000;
