import type { ListingDetail } from '@portal/contract/listings';
import type { Locale } from '@portal/contract/locale';
import { AppError } from '../../platform/errors';
import { findUserById } from '../auth/queries';
import type { ListingsDeps } from './deps';
import { toDetail } from './listing-view';
import {
  incrementViews,
  selectJoinedById,
  selectJoinedBySlug,
  selectPhotosOf,
  slugFromHistory,
} from './queries';

export type GetListingResult = { listing: ListingDetail } | { redirectTo: string };

/**
 * A listing by slug: public when approved and unexpired; its owner sees it in any status;
 * anyone else gets 404. An old slug answers with the current one (a 301 in the route).
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
  const isPublic = l.status === 'approved' && l.expiresAt > new Date();
  if (!isPublic && !isOwner) throw new AppError('not_found');
  if (!isOwner) {
    await incrementViews(deps.db, l.id);
    l.views += 1;
  }
  const [photos, owner] = await Promise.all([
    selectPhotosOf(deps.db, [l.id]),
    findUserById(deps.db, l.userId),
  ]);
  const name = owner
    ? `${owner.firstName} ${owner.lastName.slice(0, 1)}${owner.lastName ? '.' : ''}`.trim()
    : '';
  return { listing: toDetail(row, photos, { id: l.userId, name }, isOwner, locale) };
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
  const [photos, owner] = await Promise.all([selectPhotosOf(deps.db, [id]), findUserById(deps.db, ownerId)]);
  const name = owner
    ? `${owner.firstName} ${owner.lastName.slice(0, 1)}${owner.lastName ? '.' : ''}`.trim()
    : '';
  return toDetail(row, photos, { id: ownerId, name }, true, locale);
}
