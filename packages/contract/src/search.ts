import { z } from 'zod';
import { contentItemSchema } from './content';
import { listingCardSchema } from './listings';
import { SEARCH_GROUP_SIZE, SEARCH_MAX_LENGTH } from './search-values';

/**
 * One search over every kind of the portal (area `search`), results grouped by kind. Values
 * without zod: search-values.ts.
 */

export { SEARCH_GROUP_SIZE, SEARCH_KINDS, SEARCH_MAX_LENGTH, type SearchKind } from './search-values';

/** GET /search?q= */
export const siteSearchQuerySchema = z.object({
  q: z.string().trim().min(1).max(SEARCH_MAX_LENGTH),
});
export type SiteSearchQuery = z.infer<typeof siteSearchQuerySchema>;

const group = <K extends string, T extends z.ZodType>(kind: K, item: T) =>
  z.object({
    kind: z.literal(kind),
    /** Every match of the kind, not only those shown. */
    total: z.number().int().min(0),
    /** The best matches, SEARCH_GROUP_SIZE at most. */
    items: z.array(item).max(SEARCH_GROUP_SIZE),
  });

/** A group of results: one per kind of SEARCH_KINDS, in that order, empty ones included. */
export const siteSearchGroupSchema = z.discriminatedUnion('kind', [
  group('listings', listingCardSchema),
  group('news', contentItemSchema),
  group('blog', contentItemSchema),
  group('faq', contentItemSchema),
]);
export type SiteSearchGroup = z.infer<typeof siteSearchGroupSchema>;

export const siteSearchResponseSchema = z
  .object({ q: z.string(), groups: z.array(siteSearchGroupSchema) })
  .meta({ id: 'SiteSearch' });
export type SiteSearchResponse = z.infer<typeof siteSearchResponseSchema>;
