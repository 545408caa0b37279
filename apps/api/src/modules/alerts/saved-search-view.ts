import type { SavedSearch } from '@portal/contract/alerts';
import type { AlertFrequency } from '@portal/contract/alerts-values';
import type { Locale } from '@portal/contract/locale';
import { nameIn, selectCatalogNames } from '../listings/service';
import type { Tx } from '../../db/client';
import type { SavedSearchRow } from './queries';

type CatalogNames = Awaited<ReturnType<typeof selectCatalogNames>>;

/** A saved search as its owner sees it, its category, region and city named in their language. */
export function toSavedSearch(
  row: SavedSearchRow,
  newCount: number,
  names: CatalogNames,
  locale: Locale,
): SavedSearch {
  const named = (list: Map<number, { ar: string; fr: string; en: string }>, id: string | undefined) => {
    const found = id === undefined ? undefined : list.get(Number(id));
    return found ? nameIn(found, locale) : null;
  };
  return {
    id: row.id,
    name: row.name,
    query: row.query,
    frequency: row.frequency as AlertFrequency,
    new_count: newCount,
    names: {
      category: named(names.categories, row.query.category_id),
      region: named(names.regions, row.query.region_id),
      city: named(names.cities, row.query.city_id),
    },
    created_at: row.createdAt.toISOString(),
    last_viewed_at: row.lastViewedAt.toISOString(),
  };
}

/** The catalog's names for the summaries. */
export const catalogNames = (db: Tx): Promise<CatalogNames> => selectCatalogNames(db);
