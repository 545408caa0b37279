import type { FavoritesResponse } from '@portal/contract/engagement';
import type { Locale } from '@portal/contract/locale';
import { toCard, selectCardsByIds, isPublicListing } from '../listings/service';
import type { EngagementDeps } from './deps';
import { countFavoritesOf, selectFavoritesPage } from './queries';

/**
 * GET /favorites: my favorites, newest first, as cards with their status; one that is no
 * longer public is marked unavailable (it stays in the list until removed).
 */
export async function listFavorites(
  deps: EngagementDeps,
  userId: number,
  query: { page: number; per_page: number },
  locale: Locale,
): Promise<FavoritesResponse> {
  const offset = (query.page - 1) * query.per_page;
  const [rows, total] = await Promise.all([
    selectFavoritesPage(deps.db, userId, query.per_page, offset),
    countFavoritesOf(deps.db, userId),
  ]);
  const ids = rows.map((r) => r.listingId);
  const listings = await selectCardsByIds(deps.db, ids);
  const byId = new Map(listings.map((row) => [row.listing.id, row]));
  const now = new Date();
  return {
    data: rows.flatMap((favorite) => {
      const row = byId.get(favorite.listingId);
      if (!row) return [];
      return [
        {
          ...toCard(row, row.cover ?? undefined, locale),
          available: isPublicListing(row.listing, now),
          favorited_at: favorite.createdAt.toISOString(),
        },
      ];
    }),
    total,
    page: query.page,
    per_page: query.per_page,
  };
}
