import type { ListingDetail } from '@portal/contract/listings';
import type { Locale } from '@portal/contract/locale';
import { AppError } from '../../platform/errors';
import { findUserById } from '../auth/queries';
import { countsOf } from '../engagement/counts';
import type { ListingsDeps } from './deps';
import { toDetail, type DetailStats } from './listing-view';
import {
  incrementViews,
  selectJoinedById,
  selectJoinedBySlug,
  selectPhotosOf,
  slugFromHistory,
} from './queries';
import { isPublicListing } from './visibility';

export type GetListingResult = { listing: ListingDetail } | { redirectTo: string };

/**
 * A listing by slug: public when approved, unexpired and its author not suspended; its owner
 * sees it in any status; anyone else gets 404. An old slug answers with the current one (a 301 in the route).
 * A view is counted for every reader but the owner.
 */
export async function getListing(
  deps: ListingsDeps,
  slug: string,
  viewerId: number | null,
  locale: Locale,
): Promise<GetListingResult> {
  const [row] = await selectJoinedBySlug(deps.db, slug);
  if (!row) {
    const current = await slugFromHistory(deps.db, slug);
    if (current) return { redirectTo: current };
    throw new AppError('not_found');
  }
  const l = row.listing;
  const isOwner = viewerId === l.userId;
  const owner = await findUserById(deps.db, l.userId);
  // A suspended author's listings are hidden (issue 6), as the search hides them.
  const isPublic = isPublicListing(l) && !owner?.suspendedAt;
  if (!isPublic && !isOwner) throw new AppError('not_found');
  if (!isOwner) {
    await incrementViews(deps.db, l.id);
    l.views += 1;
  }
  const [photos, counts] = await Promise.all([selectPhotosOf(deps.db, [l.id]), countsOf(deps.db, l.id)]);
  return {
    listing: toDetail(row, photos, { id: l.userId, name: shortName(owner) }, isOwner, locale, {
      ...counts,
      has_phone: hasPhone(owner),
    }),
  };
}

type Owner = Awaited<ReturnType<typeof findUserById>>;

/** "Amina B.": the advertiser as the public sees them. */
function shortName(owner: Owner): string {
  return owner ? `${owner.firstName} ${owner.lastName.slice(0, 1)}${owner.lastName ? '.' : ''}`.trim() : '';
}

/** Whether there is a number to reveal; the number itself is never in the detail. */
export function hasPhone(owner: Pick<NonNullable<Owner>, 'phone'> | undefined): boolean {
  return Boolean(owner?.phone);
}

/** The detail of a listing by id, as its owner sees it (after a create or an edit). */
export async function getOwnListingDetail(
  deps: ListingsDeps,
  id: number,
  ownerId: number,
  locale: Locale,
): Promise<ListingDetail> {
  const [row] = await selectJoinedById(deps.db, id);
  if (!row || row.listing.userId !== ownerId) throw new AppError('not_found');
  const [photos, owner, counts] = await Promise.all([
    selectPhotosOf(deps.db, [id]),
    findUserById(deps.db, ownerId),
    countsOf(deps.db, id),
  ]);
  const stats: DetailStats = { ...counts, has_phone: hasPhone(owner) };
  return toDetail(row, photos, { id: ownerId, name: shortName(owner) }, true, locale, stats);
}
