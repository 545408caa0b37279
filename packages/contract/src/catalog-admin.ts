import { z } from 'zod';
import { textField } from './text-field';
import { currencyCodeSchema, MAX_CATEGORY_DEPTH, platformSchema } from './catalog';
import { CATEGORY_ICONS } from './catalog-icons';
import { OPTIONAL_FIELDS } from './listing-values';
import { localizedTextSchema } from './locale-schemas';
import { digits, idSchema } from './moderation';

/**
 * Catalog management (docs/operations.md, "Catalog"), under /api/v1/admin/catalog:
 * moderators and admins read, admins write. Answers carry every row, inactive ones included,
 * with the names in all three languages and how many listings use the row (what decides
 * whether it may be deleted). The public catalog (catalog.ts) is what visitors read.
 */

const name = textField({ min: 1, max: 100 });
/** A name in each language; none may be empty (the public side would fall back to another). */
export const catalogNamesSchema = z.strictObject({ ar: name, fr: name, en: name });
export type CatalogNames = z.infer<typeof catalogNamesSchema>;

/** Lowercase Latin letters and digits, in words joined by single hyphens: `used-cars`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const catalogSlugSchema = z
  .string()
  .trim()
  .min(2)
  .max(80)
  .regex(SLUG_PATTERN, 'validation.slug_format');

export const categoryIconSchema = z.enum(CATEGORY_ICONS);
/** Smaller first; seeded rows are numbered 10, 20, 30… so one fits between two. */
export const sortOrderSchema = z.number().int().min(0).max(1_000_000);
const listingsCount = z.number().int().min(0).describe('Listings (any status) that use this row');

/** Ids sent to set an order: each once. */
const orderIds = z
  .array(idSchema)
  .min(1)
  .max(1000)
  .refine((ids) => new Set(ids).size === ids.length, 'validation.invalid');

// Categories.

const adminCategoryFields = {
  id: idSchema,
  platform: platformSchema,
  parent_id: idSchema.nullable(),
  /** 0 = category, 1 = sub-category, 2 = filter. */
  depth: z.number().int().min(0).max(MAX_CATEGORY_DEPTH),
  names: localizedTextSchema,
  slug: z.string(),
  icon: z.string().nullable(),
  sort_order: z.number().int(),
  /** An inactive node and its branch are left out of the public tree and the posting forms. */
  is_active: z.boolean(),
  /** The optional details its listings may have; null inherits the parent's (listing-values.ts offeredFields). */
  optional_fields: z.array(z.string()).nullable(),
  listings_count: listingsCount,
};

export const adminCategorySchema = z.object(adminCategoryFields).meta({ id: 'AdminCategory' });
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export type AdminCategoryNode = AdminCategory & { children: AdminCategoryNode[] };
export const adminCategoryNodeSchema: z.ZodType<AdminCategoryNode> = z
  .object({
    ...adminCategoryFields,
    get children() {
      return z.array(adminCategoryNodeSchema);
    },
  })
  .meta({ id: 'AdminCategoryNode' });

export const adminPlatformParamsSchema = z.object({ platform: platformSchema });
export const adminCategoryParamsSchema = z.object({ id: digits });

/** GET /admin/catalog/{platform}/categories: the whole tree, inactive nodes included, in order. */
export const adminCategoryTreeResponseSchema = z
  .object({ platform: platformSchema, categories: z.array(adminCategoryNodeSchema) })
  .meta({ id: 'AdminCategoryTree' });
export type AdminCategoryTree = z.infer<typeof adminCategoryTreeResponseSchema>;

/**
 * POST /admin/catalog/{platform}/categories: a category (no parent), a sub-category (under a
 * category) or a filter (under a sub-category). Without `sort_order` it goes after its siblings.
 */
export const categoryCreateBodySchema = z.strictObject({
  parent_id: idSchema.nullable(),
  names: catalogNamesSchema,
  /** Unique within the platform. */
  slug: catalogSlugSchema,
  icon: categoryIconSchema.nullable(),
  sort_order: sortOrderSchema.optional(),
  is_active: z.boolean().optional(),
  /** Null (or left out on creation): the parent's list; a field of the other platform is refused. */
  optional_fields: z
    .array(z.enum(OPTIONAL_FIELDS))
    .max(OPTIONAL_FIELDS.length)
    .refine((fields) => new Set(fields).size === fields.length, 'validation.duplicate_value')
    .nullable()
    .optional(),
});
export type CategoryCreateBody = z.infer<typeof categoryCreateBodySchema>;

/** PATCH /admin/catalog/categories/{id}: the fields sent change; the place in the tree does not. */
export const categoryUpdateBodySchema = categoryCreateBodySchema.omit({ parent_id: true }).partial();
export type CategoryUpdateBody = z.infer<typeof categoryUpdateBodySchema>;

/** PUT /admin/catalog/{platform}/categories/order: every child of `parent_id` (null: the top level), in their new order. */
export const categoryOrderBodySchema = z.strictObject({ parent_id: idSchema.nullable(), ids: orderIds });
export type CategoryOrderBody = z.infer<typeof categoryOrderBodySchema>;

export const adminCategoryResponseSchema = z
  .object({ category: adminCategorySchema })
  .meta({ id: 'AdminCategoryResponse' });

// Regions and cities.

export const adminCitySchema = z
  .object({
    id: idSchema,
    region_id: idSchema,
    names: localizedTextSchema,
    slug: z.string(),
    sort_order: z.number().int(),
    is_active: z.boolean(),
    listings_count: listingsCount,
  })
  .meta({ id: 'AdminCity' });
export type AdminCity = z.infer<typeof adminCitySchema>;

const adminRegionFields = {
  /** The official wilaya code. */
  id: idSchema,
  names: localizedTextSchema,
  slug: z.string(),
};

export const adminRegionSchema = z
  .object({ ...adminRegionFields, cities: z.array(adminCitySchema) })
  .meta({ id: 'AdminRegion' });
export type AdminRegion = z.infer<typeof adminRegionSchema>;

/** GET /admin/catalog/regions: the 58 wilayas by code, each with every city, in order. */
export const adminRegionsResponseSchema = z
  .object({ regions: z.array(adminRegionSchema) })
  .meta({ id: 'AdminRegions' });
export type AdminRegions = z.infer<typeof adminRegionsResponseSchema>;

export const adminRegionParamsSchema = z.object({ id: digits });
export const adminCityParamsSchema = z.object({ id: digits });

/**
 * PATCH /admin/catalog/regions/{id}: the names only. Wilayas are official (created by law, with
 * their codes): none is added or deleted from the back office, and they stay in code order.
 */
export const regionUpdateBodySchema = z.strictObject({ names: catalogNamesSchema });
export type RegionUpdateBody = z.infer<typeof regionUpdateBodySchema>;
export const adminRegionResponseSchema = z
  .object({ region: z.object(adminRegionFields) })
  .meta({ id: 'AdminRegionResponse' });

/** POST /admin/catalog/regions/{id}/cities. Without `sort_order` the city goes after the others. */
export const cityCreateBodySchema = z.strictObject({
  names: catalogNamesSchema,
  /** Unique within the wilaya. */
  slug: catalogSlugSchema,
  sort_order: sortOrderSchema.optional(),
  is_active: z.boolean().optional(),
});
export type CityCreateBody = z.infer<typeof cityCreateBodySchema>;
export const cityUpdateBodySchema = cityCreateBodySchema.partial();
export type CityUpdateBody = z.infer<typeof cityUpdateBodySchema>;

/** PUT /admin/catalog/regions/{id}/cities/order: every city of the wilaya, in their new order. */
export const cityOrderBodySchema = z.strictObject({ ids: orderIds });
export type CityOrderBody = z.infer<typeof cityOrderBodySchema>;

export const adminCityResponseSchema = z.object({ city: adminCitySchema }).meta({ id: 'AdminCityResponse' });

// Currencies.

export const adminCurrencySchema = z
  .object({
    code: z.string(),
    names: localizedTextSchema,
    symbol: z.string(),
    minor_units: z.number().int().min(0).max(4),
    /** Exactly one currency is the default, and it is active. */
    is_default: z.boolean(),
    /** An inactive currency is not offered for new prices; listings priced in it keep it. */
    is_active: z.boolean(),
    sort_order: z.number().int(),
    listings_count: listingsCount,
  })
  .meta({ id: 'AdminCurrency' });
export type AdminCurrency = z.infer<typeof adminCurrencySchema>;

export const adminCurrenciesResponseSchema = z
  .object({ currencies: z.array(adminCurrencySchema) })
  .meta({ id: 'AdminCurrencies' });
export type AdminCurrencies = z.infer<typeof adminCurrenciesResponseSchema>;

export const adminCurrencyParamsSchema = z.object({ code: currencyCodeSchema });

/** POST /admin/catalog/currencies. Without `sort_order` it goes after the others. */
export const currencyCreateBodySchema = z.strictObject({
  code: currencyCodeSchema,
  names: catalogNamesSchema,
  symbol: textField({ min: 1, max: 8 }),
  /** Digits after the decimal point (DZD: 2); amounts are stored as integers of minor units. */
  minor_units: z.number().int().min(0).max(4),
  sort_order: sortOrderSchema.optional(),
  is_active: z.boolean().optional(),
});
export type CurrencyCreateBody = z.infer<typeof currencyCreateBodySchema>;

/** PATCH /admin/catalog/currencies/{code}: the code is the key listings hold, so it never changes. */
export const currencyUpdateBodySchema = currencyCreateBodySchema.omit({ code: true }).partial();
export type CurrencyUpdateBody = z.infer<typeof currencyUpdateBodySchema>;

export const adminCurrencyResponseSchema = z
  .object({ currency: adminCurrencySchema })
  .meta({ id: 'AdminCurrencyResponse' });
