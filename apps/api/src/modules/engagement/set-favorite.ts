import type { FavoriteState } from '@portal/contract/engagement';
import { countsOf } from './counts';
import type { EngagementDeps } from './deps';
import { existingListing, publicListing } from './listing-access';
import { deleteFavorite, insertFavorite } from './queries';

/** PUT /listings/{id}/favorite: saves a public listing; saving it again changes nothing. */
export async function addFavorite(deps: EngagementDeps, userId: number, id: number): Promise<FavoriteState> {
  await publicListing(deps, id);
  await insertFavorite(deps.db, userId, id);
  return { favorited: true, favorites: (await countsOf(deps.db, id)).favorites };
}

/** DELETE /listings/{id}/favorite: also for a listing that is no longer public. */
export async function removeFavorite(
  deps: EngagementDeps,
  userId: number,
  id: number,
): Promise<FavoriteState> {
  await existingListing(deps, id);
  await deleteFavorite(deps.db, userId, id);
  return { favorited: false, favorites: (await countsOf(deps.db, id)).favorites };
}
