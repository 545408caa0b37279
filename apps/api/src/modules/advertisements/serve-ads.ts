import type { ServedAd, ServedAdsQuery } from '@portal/contract/advertisements';
import type { AdPlacement, AdType } from '@portal/contract/advertisements-values';
import { API_PREFIX } from '@portal/contract/endpoints/endpoint';
import { AppError } from '../../platform/errors';
import type { AdServingDeps } from './serve-deps';
import { selectActive, selectServed, type ServedRow } from './serving-queries';

/** The media's public address: the file under its random key (the `ads` folder). */
export function adMediaUrl(key: string): string {
  return `${API_PREFIX}/media/${key}`;
}

/** The click redirect that counts a click before leaving for the advertisement's link. */
export function adClickPath(id: number): string {
  return `${API_PREFIX}/advertisements/${id}/click`;
}

function servedView(row: ServedRow): ServedAd {
  return {
    id: row.id,
    place: row.place as AdPlacement,
    type: row.type as AdType,
    name: row.name,
    description: row.description,
    media:
      row.mediaKey && (row.mediaType === 'image' || row.mediaType === 'video')
        ? {
            type: row.mediaType,
            url: adMediaUrl(row.mediaKey),
            width: row.mediaWidth,
            height: row.mediaHeight,
          }
        : null,
    click_path: row.link ? adClickPath(row.id) : null,
  };
}

/** Where an advertisement may show for the asking surface (its location choice). */
const LOCATIONS_OF = {
  web: ['website_and_app', 'website_only'],
  app: ['website_and_app', 'app_only'],
} as const;

/** The active advertisements of the asked placements, in a fair (random) order per request. */
export async function serveAdvertisements(deps: AdServingDeps, query: ServedAdsQuery): Promise<ServedAd[]> {
  const rows = await selectServed(deps.db, {
    places: [...new Set(query.place)],
    ...(query.category_id === undefined ? {} : { categoryId: query.category_id }),
    ...(query.branch_id === undefined ? {} : { branchId: query.branch_id }),
    locations: [...LOCATIONS_OF[query.surface ?? 'web']],
  });
  return rows.map(servedView);
}

/** One active advertisement as its public page shows it; 404 for any other. */
export async function getPublicAdvertisement(deps: AdServingDeps, id: number): Promise<ServedAd> {
  const row = await selectActive(deps.db, id);
  if (!row) throw new AppError('not_found');
  return servedView(row);
}
