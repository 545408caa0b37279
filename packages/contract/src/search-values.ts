/**
 * The site-wide search's values without zod (search.ts holds the schemas).
 */

/**
 * What /search looks through, in the order its groups are shown. Listings are both platforms;
 * news, blog and faq are the CMS's. Another kind (the agency's services) is one more name here,
 * its group schema in search.ts and its searcher in the API's search module.
 */
export const SEARCH_KINDS = ['listings', 'news', 'blog', 'faq'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Results shown in each group; the group's "see all" leads to the kind's own list. */
export const SEARCH_GROUP_SIZE = 4;

/** Longest query (as the listings' and the CMS's searches). */
export const SEARCH_MAX_LENGTH = 200;
