import type { Platform } from '@portal/contract/catalog';
import type { Db } from '../../db/client';
import { ANNOUNCEMENT_CATEGORIES } from './seed-data/announcement-categories';
import { CURRENCIES } from './seed-data/currencies';
import { OPTIONAL_FIELD_SEEDS } from './seed-data/optional-fields';
import { REGIONS } from './seed-data/regions';
import { SALE_CATEGORIES } from './seed-data/sale-categories';
import type { CategorySeed } from './seed-data/types';
import {
  insertMissingCategories,
  insertMissingCities,
  insertMissingCurrencies,
  insertMissingRegions,
  selectCategoryIdsBySlug,
} from './queries';

export const CATEGORY_SEEDS: Record<Platform, CategorySeed[]> = {
  announcements: ANNOUNCEMENT_CATEGORIES,
  sales: SALE_CATEGORIES,
};

/** Seeded orders leave gaps, so an admin can put a category between two without renumbering. */
const orderOf = (index: number) => (index + 1) * 10;

/**
 * One level at a time (two statements per level): insert the missing nodes of the
 * level, then read the ids of the level by slug to give the next level its parents. A node
 * whose parent is gone (its slug changed by an admin) is skipped rather than misplaced.
 */
async function seedCategoryTree(db: Db, platform: Platform, roots: CategorySeed[]): Promise<void> {
  let level = roots.map((seed, index) => ({ seed, index, parentId: null as number | null }));
  for (let depth = 0; level.length > 0; depth += 1) {
    await insertMissingCategories(
      db,
      level.map(({ seed, index, parentId }) => ({
        platform,
        parentId,
        depth,
        nameAr: seed.names.ar,
        nameFr: seed.names.fr,
        nameEn: seed.names.en,
        slug: seed.slug,
        icon: seed.icon,
        sortOrder: orderOf(index),
        optionalFields: OPTIONAL_FIELD_SEEDS[platform][seed.slug] ?? null,
      })),
    );
    const ids = await selectCategoryIdsBySlug(
      db,
      platform,
      level.map(({ seed }) => seed.slug),
    );
    level = level.flatMap(({ seed }) => {
      const parentId = ids.get(seed.slug);
      if (parentId === undefined) return [];
      return seed.children.map((child, index) => ({ seed: child, index, parentId }));
    });
  }
}

/**
 * Reference data of the catalog, on every start: category trees, the 58 wilayas with their
 * cities, currencies. Rows are inserted when missing by their natural key (platform + slug,
 * wilaya code, region + slug, currency code) and never overwritten, so running it again
 * changes nothing and an admin's edits stay. Changing a seeded row later needs a migration.
 */
export async function seedCatalog(db: Db): Promise<void> {
  for (const [platform, roots] of Object.entries(CATEGORY_SEEDS) as [Platform, CategorySeed[]][]) {
    await seedCategoryTree(db, platform, roots);
  }
  await insertMissingRegions(
    db,
    REGIONS.map((r) => ({
      id: r.id,
      nameAr: r.names.ar,
      nameFr: r.names.fr,
      nameEn: r.names.en,
      slug: r.slug,
    })),
  );
  await insertMissingCities(
    db,
    REGIONS.flatMap((r) =>
      r.cities.map((c) => ({
        regionId: r.id,
        nameAr: c.names.ar,
        nameFr: c.names.fr,
        nameEn: c.names.en,
        slug: c.slug,
      })),
    ),
  );
  await insertMissingCurrencies(
    db,
    CURRENCIES.map((c, index) => ({
      code: c.code,
      nameAr: c.names.ar,
      nameFr: c.names.fr,
      nameEn: c.names.en,
      symbol: c.symbol,
      minorUnits: c.minorUnits,
      isDefault: c.isDefault,
      sortOrder: orderOf(index),
    })),
  );
}
