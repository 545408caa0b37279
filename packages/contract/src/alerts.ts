import { z } from 'zod';
import { ALERT_FREQUENCIES, SAVED_SEARCH_LIMITS } from './alerts-values';
import { listingSearchQuerySchema } from './listings';
import { digits } from './moderation';
import { textField } from './text-field';

/**
 * Saved searches, their alerts and listings' price history (area `alerts`). A saved search's
 * filters are the public search's own schema (listingSearchQuerySchema) without its paging:
 * one definition of the filters for the results page, the saved search and the alert matching.
 */

export const alertFrequencySchema = z.enum(ALERT_FREQUENCIES);

/** The words and filters of a search, as they sit in the results page's URL (strings). */
export const savedSearchFiltersSchema = listingSearchQuerySchema
  .omit({ page: true, per_page: true })
  .strict();

/**
 * The stored form of the filters: the URL's strings, checked against the search's schema, so a
 * saved search opens as the very URL it was saved from.
 */
export const savedSearchQuerySchema = z.record(z.string().max(40), z.string().max(200)).check((payload) => {
  const parsed = savedSearchFiltersSchema.safeParse(payload.value);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      payload.issues.push({ code: 'custom', message: issue.message, path: issue.path, input: payload.value });
    }
  }
});

const nameSchema = textField({ min: SAVED_SEARCH_LIMITS.name.min, max: SAVED_SEARCH_LIMITS.name.max });

/** POST /saved-searches: the search as the results page has it; the name defaults to its words. */
export const createSavedSearchBodySchema = z.strictObject({
  query: savedSearchQuerySchema,
  name: nameSchema.optional(),
  frequency: alertFrequencySchema.optional(),
});

/** PATCH /saved-searches/{id}: a new name or alert frequency. */
export const updateSavedSearchBodySchema = z
  .strictObject({ name: nameSchema.optional(), frequency: alertFrequencySchema.optional() })
  .refine((body) => body.name !== undefined || body.frequency !== undefined, {
    message: 'validation.required',
    path: ['name'],
  });

export const savedSearchParamsSchema = z.object({ id: digits });

/** What a saved search's summary names: its chosen category, region and city in the reader's language. */
const savedSearchNamesSchema = z.object({
  category: z.string().nullable(),
  region: z.string().nullable(),
  city: z.string().nullable(),
});

export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  query: z.record(z.string(), z.string()),
  frequency: alertFrequencySchema,
  /** Listings matched since the member last opened it. */
  new_count: z.number().int(),
  names: savedSearchNamesSchema,
  created_at: z.string(),
  last_viewed_at: z.string(),
});
export type SavedSearch = z.output<typeof savedSearchSchema>;

export const savedSearchListSchema = z.object({ data: z.array(savedSearchSchema) });

/** POST /saved-searches/unsubscribe: the signed token of an alert mail's link. */
export const alertUnsubscribeBodySchema = z.strictObject({
  token: z
    .string()
    .min(20)
    .max(200)
    .regex(/^[A-Za-z0-9_.-]+$/),
});
export const alertUnsubscribeResponseSchema = z.object({ name: z.string() });

/** GET /listings/{id}/price-history: the prices a public listing had, oldest first. */
export const priceHistoryEntrySchema = z.object({
  price_type: z.string(),
  price: z.number().nullable(),
  price_min: z.number().nullable(),
  price_max: z.number().nullable(),
  currency: z.string(),
  changed_at: z.string(),
});
export const priceHistorySchema = z.object({ data: z.array(priceHistoryEntrySchema) });
export type PriceHistoryEntry = z.output<typeof priceHistoryEntrySchema>;
