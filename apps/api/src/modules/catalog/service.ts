import type {
  CategoryNode,
  CategoryResponse,
  CategorySummary,
  CategoryTreeResponse,
  CurrenciesResponse,
  Platform,
  RegionResponse,
  RegionSummariesResponse,
  RegionsResponse,
} from '@portal/contract/catalog';
import {
  FALLBACK_LOCALE,
  intlLocaleOf,
  LOCALES,
  type Locale,
  type LocalizedText,
} from '@portal/contract/locale';
import type { Db } from '../../db/client';
import { dataVersion } from '../../db/data-versions';
import type { RequestScope } from '../../platform/request-scope';
import { AppError } from '../../platform/errors';
import {
  selectActiveCategories,
  selectActiveCities,
  selectActiveCurrencies,
  selectRegions,
  type CategoryRow,
} from './queries';

// A write whose one unique field clashing is that field's 422: the CMS's slugs use it too.
export { withUniqueField } from './unique-field';

interface NamedRow {
  nameAr: string;
  nameFr: string;
  nameEn: string;
}

function namesOf(row: NamedRow): LocalizedText {
  return { ar: row.nameAr, fr: row.nameFr, en: row.nameEn };
}

/** The name in the request's language; an empty one (an admin's unfinished edit) falls back. */
function nameIn(names: LocalizedText, locale: Locale): string {
  if (names[locale]) return names[locale];
  if (names[FALLBACK_LOCALE]) return names[FALLBACK_LOCALE];
  return LOCALES.map((l) => names[l]).find(Boolean) ?? '';
}

function summaryOf(row: CategoryRow, locale: Locale): CategorySummary {
  const names = namesOf(row);
  return {
    id: row.id,
    platform: row.platform as Platform,
    parent_id: row.parentId,
    depth: row.depth,
    name: nameIn(names, locale),
    names,
    slug: row.slug,
    icon: row.icon,
    sort_order: row.sortOrder,
    optional_fields: row.optionalFields,
  };
}

interface ActiveTree {
  roots: Required<CategoryNode>[];
  byId: Map<number, Required<CategoryNode>>;
}

/**
 * The active tree of a platform. Rows come parents first, so a row whose parent is not in the
 * tree yet sits under an inactive (or missing) branch and is left out with it.
 */
async function loadActiveTree(db: Db, platform: Platform, locale: Locale): Promise<ActiveTree> {
  const rows = await selectActiveCategories(db, platform);
  const roots: Required<CategoryNode>[] = [];
  const byId = new Map<number, Required<CategoryNode>>();
  for (const row of rows) {
    const node = { ...summaryOf(row, locale), children: [] };
    if (row.parentId === null) {
      roots.push(node);
    } else {
      const parent = byId.get(row.parentId);
      if (!parent) continue;
      parent.children.push(node);
    }
    byId.set(node.id, node);
  }
  return { roots, byId };
}

export async function getCategoryTree(
  db: Db,
  platform: Platform,
  locale: Locale,
  depth?: number,
): Promise<CategoryTreeResponse> {
  const { roots } = await loadActiveTree(db, platform, locale);
  return { platform, categories: depth === undefined ? roots : roots.map((node) => cutAt(node, depth)) };
}

/** The node with its descendants down to `depth`; a node at that depth comes without `children`. */
function cutAt(node: CategoryNode, depth: number): CategoryNode {
  if (node.depth < depth)
    return { ...node, children: (node.children ?? []).map((child) => cutAt(child, depth)) };
  const { children: _children, ...summary } = node;
  return summary;
}

/**
 * One active node of a platform with its active descendants, and its ancestors as
 * breadcrumbs (top category first). Unknown, inactive, under an inactive parent, or of the
 * other platform: not found. The whole tree is a few hundred rows read by one indexed query.
 */
export async function getCategory(
  db: Db,
  platform: Platform,
  id: number,
  locale: Locale,
): Promise<CategoryResponse> {
  const { byId } = await loadActiveTree(db, platform, locale);
  const node = byId.get(id);
  if (!node) throw new AppError('not_found');
  const breadcrumbs: CategorySummary[] = [];
  for (let parentId = node.parent_id; parentId !== null;) {
    const parent = byId.get(parentId);
    if (!parent) break;
    const { children: _children, ...summary } = parent;
    breadcrumbs.unshift(summary);
    parentId = parent.parent_id;
  }
  return { category: node, breadcrumbs };
}

/**
 * One collator per language: cities are listed in an admin's order, and those of equal order
 * (all of them until an admin orders a wilaya's cities) in the alphabetical order of the
 * reader's language.
 */
const collators = new Map<Locale, Intl.Collator>(
  LOCALES.map((l) => [l, new Intl.Collator(intlLocaleOf(l), { sensitivity: 'base' })]),
);

export async function listRegions(db: Db, locale: Locale): Promise<RegionsResponse> {
  const [regionRows, cityRows] = await Promise.all([selectRegions(db), selectActiveCities(db)]);
  const regions: RegionsResponse['regions'] = regionRows.map((row) => {
    const names = namesOf(row);
    return { id: row.id, name: nameIn(names, locale), names, slug: row.slug, cities: [] };
  });
  const byId = new Map(regions.map((r) => [r.id, r]));
  const orderOf = new Map(cityRows.map((row) => [row.id, row.sortOrder]));
  for (const row of cityRows) {
    const names = namesOf(row);
    byId.get(row.regionId)?.cities.push({
      id: row.id,
      region_id: row.regionId,
      name: nameIn(names, locale),
      names,
      slug: row.slug,
    });
  }
  const collator = collators.get(locale)!;
  for (const region of regions) {
    region.cities.sort((a, b) => orderOf.get(a.id)! - orderOf.get(b.id)! || collator.compare(a.name, b.name));
  }
  return { regions };
}

/** One wilaya with its active cities; not found when the code is not a wilaya's. */
export async function getRegion(db: Db, id: number, locale: Locale): Promise<RegionResponse> {
  const region = (await listRegions(db, locale)).regions.find((r) => r.id === id);
  if (!region) throw new AppError('not_found');
  return { region };
}

/** The wilayas without their cities (the browsing pages' filter). */
export async function listRegionSummaries(db: Db, locale: Locale): Promise<RegionSummariesResponse> {
  const { regions } = await listRegions(db, locale);
  return { regions: regions.map(({ cities: _cities, ...summary }) => summary) };
}

export async function listCurrencies(db: Db, locale: Locale): Promise<CurrenciesResponse> {
  const rows = await selectActiveCurrencies(db);
  return {
    currencies: rows.map((row) => {
      const names = namesOf(row);
      return {
        code: row.code,
        name: nameIn(names, locale),
        names,
        symbol: row.symbol,
        minor_units: row.minorUnits,
        is_default: row.isDefault,
        sort_order: row.sortOrder,
      };
    }),
  };
}

/**
 * The catalog's current version, for the answers kept in memory (see http-cache.ts); read once
 * per request with its scope.
 */
export function catalogVersion(db: Db, scope?: RequestScope): Promise<string> {
  return dataVersion(db, 'catalog', scope);
}

// What the other areas may use from this one (docs/decisions/023-module-boundaries.md).
export { applyOrder } from './catalog-order';
// The seeded trees, wilayas and optional details: the listings' demo ads are written against them.
export { ANNOUNCEMENT_CATEGORIES } from './seed-data/announcement-categories';
export { OPTIONAL_FIELD_SEEDS } from './seed-data/optional-fields';
export { REGIONS } from './seed-data/regions';
export { SALE_CATEGORIES } from './seed-data/sale-categories';
export type { CategorySeed } from './seed-data/types';
