import { z } from 'zod';
import { ID_PARAM_PATTERN, MAX_ID } from './ids';
import { PLATFORMS } from './listing-values';
import { localizedTextSchema } from './locale-schemas';
import { CURRENCY_CODE_PATTERN } from './money';

export { PLATFORMS };

/**
 * The catalog: category trees, regions with their cities, currencies. Answers give
 * `name` in the request's language (X-localization) and `names` in all three, so the SPA can
 * show one and search or switch language without another call.
 */

/** The two listing platforms (listing-values.ts), each with its own category tree. */
export const platformSchema = z.enum(PLATFORMS);
export type Platform = z.infer<typeof platformSchema>;

/** Levels of a category tree: a listing is filed under a category, a sub-category and a filter. */
export const CATEGORY_DEPTH = { category: 0, sub_category: 1, filter: 2 } as const;
export const MAX_CATEGORY_DEPTH = CATEGORY_DEPTH.filter;

/** Ids are PostgreSQL `integer`s (ids.ts). */
const idSchema = z.number().int().positive().max(MAX_ID);

const categoryFields = {
  id: idSchema,
  platform: platformSchema,
  parent_id: idSchema.nullable(),
  /** 0 = category, 1 = sub-category, 2 = filter (`filter_id` of a listing). */
  depth: z.number().int().min(0).max(MAX_CATEGORY_DEPTH),
  name: z.string(),
  names: localizedTextSchema,
  /** Unique within its platform. */
  slug: z.string(),
  /** A Lucide icon name (https://lucide.dev/icons), e.g. `hammer`; null for most filters. */
  icon: z.string().nullable(),
  sort_order: z.number().int(),
  /**
   * The optional details (listing-values.ts OPTIONAL_FIELDS) the posting form shows for this
   * node; null: those of its parent (every detail of the platform at the top).
   */
  optional_fields: z.array(z.string()).nullable(),
};

/** A category without its children (breadcrumbs). */
export const categorySummarySchema = z.object(categoryFields).meta({ id: 'CategorySummary' });
export type CategorySummary = z.infer<typeof categorySummarySchema>;

export type CategoryNode = CategorySummary & { children?: CategoryNode[] };
/** A category with its active children, nested; in trees every node has `children` (maybe empty). */
export const categoryNodeSchema: z.ZodType<CategoryNode> = z
  .object({
    ...categoryFields,
    get children() {
      return z.array(categoryNodeSchema).optional();
    },
  })
  .meta({ id: 'CategoryNode' });

export const categoryTreeParamsSchema = z.object({ platform: platformSchema });
/**
 * `depth`: the last level the tree goes down to (0 = the top categories only, as the browsing
 * pages list them); the nodes of that level come without `children`. The whole tree by default.
 */
export const categoryTreeQuerySchema = z.object({
  depth: z.enum(['0', '1', '2']).transform(Number).optional(),
});
/** An id in a path: digits only, so `1e3`, `0x10` or ` 7` are refused rather than read as numbers. */
const idParamSchema = z.string().regex(ID_PARAM_PATTERN).transform(Number).pipe(idSchema);

export const categoryParamsSchema = z.object({ platform: platformSchema, id: idParamSchema });

/** GET /catalog/{platform}/categories: the whole active tree, categories in order. */
export const categoryTreeResponseSchema = z
  .object({ platform: platformSchema, categories: z.array(categoryNodeSchema) })
  .meta({ id: 'CategoryTree' });
export type CategoryTreeResponse = z.infer<typeof categoryTreeResponseSchema>;

/**
 * GET /catalog/{platform}/categories/{id}: one active node with its active descendants, and
 * `breadcrumbs`: its ancestors from the top category down to its parent (empty for a category).
 */
export const categoryResponseSchema = z
  .object({ category: categoryNodeSchema, breadcrumbs: z.array(categorySummarySchema) })
  .meta({ id: 'CategoryDetail' });
export type CategoryResponse = z.infer<typeof categoryResponseSchema>;

export const citySchema = z
  .object({
    id: idSchema,
    region_id: idSchema,
    name: z.string(),
    names: localizedTextSchema,
    slug: z.string(),
  })
  .meta({ id: 'City' });
export type City = z.infer<typeof citySchema>;

export const regionSchema = z
  .object({
    /** The official wilaya code (16 = Alger), shown zero-padded to two digits in Algeria. */
    id: idSchema,
    name: z.string(),
    names: localizedTextSchema,
    slug: z.string(),
    /** Active cities, in the admins' order, then the alphabetical order of the request's language. */
    cities: z.array(citySchema),
  })
  .meta({ id: 'Region' });
export type Region = z.infer<typeof regionSchema>;

/** A wilaya without its cities (GET /regions?cities=false). */
export const regionSummarySchema = regionSchema.omit({ cities: true }).meta({ id: 'RegionSummary' });
export type RegionSummary = z.infer<typeof regionSummarySchema>;

/**
 * GET /regions: the wilayas in the order of their codes, each with its cities; with
 * `cities=false`, without them (the browsing pages' wilaya filter: a quarter of the bytes).
 */
export const regionsQuerySchema = z.object({ cities: z.enum(['true', 'false']).optional() });
export const regionsResponseSchema = z.object({ regions: z.array(regionSchema) }).meta({ id: 'Regions' });
export type RegionsResponse = z.infer<typeof regionsResponseSchema>;
export const regionSummariesResponseSchema = z
  .object({ regions: z.array(regionSummarySchema) })
  .meta({ id: 'RegionSummaries' });
export type RegionSummariesResponse = z.infer<typeof regionSummariesResponseSchema>;

export const regionParamsSchema = z.object({ id: idParamSchema });
/** GET /regions/{id}: one wilaya with its active cities. */
export const regionResponseSchema = z.object({ region: regionSchema }).meta({ id: 'RegionDetail' });
export type RegionResponse = z.infer<typeof regionResponseSchema>;

/** ISO 4217: three capital letters (DZD); every currency code of a request or a currency. */
export const currencyCodeSchema = z.string().regex(CURRENCY_CODE_PATTERN, 'validation.currency_code_format');

export const currencySchema = z
  .object({
    /** ISO 4217 code, e.g. DZD. */
    code: currencyCodeSchema,
    name: z.string(),
    names: localizedTextSchema,
    symbol: z.string(),
    /** Digits after the decimal point; amounts travel as integers of minor units. */
    minor_units: z.number().int().min(0).max(4),
    is_default: z.boolean(),
    sort_order: z.number().int(),
  })
  .meta({ id: 'Currency' });
export type Currency = z.infer<typeof currencySchema>;

/** GET /currencies: in display order; exactly one is the default (DZD). */
export const currenciesResponseSchema = z
  .object({ currencies: z.array(currencySchema) })
  .meta({ id: 'Currencies' });
export type CurrenciesResponse = z.infer<typeof currenciesResponseSchema>;
