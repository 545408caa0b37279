import type { ListingCard } from '@portal/contract/listings';
import type { Locale } from '@portal/contract/locale';
import { AppError } from '../../platform/errors';
import type { RequestScope } from '../../platform/request-scope';
import type { ListingsDeps } from './deps';
import { toCard } from './listing-view';
import type { CardWithCover, ListingFields } from './queries';
import { listingById } from './request-reads';

/** The listing behind a public page's extras: approved and unexpired, else 404 (as its detail). */
export async function findPublicListing(
  deps: ListingsDeps,
  id: number,
  scope?: RequestScope,
): Promise<ListingFields> {
  const row = await listingById(deps, id, scope);
  if (!row || row.status !== 'approved' || row.expiresAt <= new Date()) throw new AppError('not_found');
  return row;
}

/** Cards of listing rows read with their covers (queries.ts selectCardsByIds, selectPage). */
export function cardsOf(rows: CardWithCover[], locale: Locale): ListingCard[] {
  return rows.map((row) => toCard(row, row.cover ?? undefined, locale));
}
