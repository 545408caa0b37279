import type { AdminRegions } from '@portal/contract/catalog-admin';
import { countListingsPerCity } from '../listings/service';
import { selectAllCities, selectAllRegions } from './admin-queries';
import { namesOf, toAdminCity } from './admin-view';
import type { CatalogDeps } from './deps';

/** GET /admin/catalog/regions: the wilayas by code, each with every city in its order. */
export async function listAdminRegions(deps: CatalogDeps): Promise<AdminRegions> {
  const [regionRows, cityRows, counts] = await Promise.all([
    selectAllRegions(deps.db),
    selectAllCities(deps.db),
    countListingsPerCity(deps.db),
  ]);
  const regions: AdminRegions['regions'] = regionRows.map((row) => ({
    id: row.id,
    names: namesOf(row),
    slug: row.slug,
    cities: [],
  }));
  const byId = new Map(regions.map((r) => [r.id, r]));
  for (const row of cityRows) byId.get(row.regionId)?.cities.push(toAdminCity(row, counts.get(row.id) ?? 0));
  return { regions };
}
