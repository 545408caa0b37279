import type { ListingCard } from '@portal/contract/listings';
import type { Locale } from '@portal/contract/locale';
import { AppError } from '../../platform/errors';
import type { RequestScope } from '../../platform/request-scope';
import type { ListingsDeps } from './deps';
import { toCard } from './listing-view';
import { selectPhotosOf, type JoinedListing, type ListingRow } from './queries';
import { listingById } from './request-reads';

/** The listing behind a public page's extras: approved and unexpired, else 404 (as its detail). */
export async function findPublicListing(
  deps: ListingsDeps,
  id: number,
  scope?: RequestScope,
): Promise<ListingRow> {
  const row = await listingById(deps, id, scope);
  if (!row || row.status !== 'approved' || row.expiresAt <= new Date()) throw new AppError('not_found');
  return row;
}

/** Cards of listing rows, each with its cover photo (one query for all covers). */
export async function cardsWithCovers(
  deps: ListingsDeps,
  rows: JoinedListing[],
  locale: Locale,
): Promise<ListingCard[]> {
  const covers = await selectPhotosOf(
    deps.db,
    rows.map((r) => r.listing.id),
    true,
  );
  const coverOf = new Map(covers.map((p) => [p.listingId, p]));
  return rows.map((row) => toCard(row, coverOf.get(row.listing.id), locale));
}
