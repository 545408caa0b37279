import { FAVORITE_IDS_MAX } from '@portal/contract/engagement';
import type { EngagementDeps } from './deps';
import { selectFavoritesPage } from './queries';

/** GET /favorites/ids: the ids of my newest favorites, for the toggles on cards. */
export async function favoriteIds(deps: EngagementDeps, userId: number): Promise<number[]> {
  const rows = await selectFavoritesPage(deps.db, userId, FAVORITE_IDS_MAX, 0);
  return rows.map((r) => r.listingId);
}
