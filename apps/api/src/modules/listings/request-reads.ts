import type { RequestScope } from '../../platform/request-scope';
import type { ListingsDeps } from './deps';
import {
  findListing,
  selectJoinedBySlug,
  selectListingHeadBySlug,
  selectPhotosOfListing,
  type JoinedWithCounts,
  type ListingFields,
  type PhotoRow,
} from './queries';

/**
 * A listing's reads shared by the parts of one request (platform/request-scope.ts): a detail
 * page's <head>, its detail, and its similar and same-owner strips each asked for the same
 * listing and photos — six reads of one row and its photos where two do. Without a scope each
 * call reads.
 */
export async function joinedBySlug(
  deps: Pick<ListingsDeps, 'db'>,
  slug: string,
  scope?: RequestScope,
): Promise<JoinedWithCounts | undefined> {
  const read = async () => {
    const [row] = await selectJoinedBySlug(deps.db, slug);
    if (row) scope?.put(`listing:${row.listing.id}`, row.listing);
    return row;
  };
  return scope ? scope.once(slugKey(slug), read) : read();
}

const slugKey = (slug: string) => `listing-slug:${slug}`;

/**
 * What decides who sees a detail and whether its memo is current (queries.ts's
 * selectListingHeadBySlug), from the listing this request already read by its slug (a detail
 * page's head read it first): the detail then costs no read of its own. None read: the head's
 * own small query.
 */
export async function detailHeadBySlug(
  deps: Pick<ListingsDeps, 'db'>,
  slug: string,
  scope?: RequestScope,
): Promise<DetailHead | undefined> {
  const read = scope?.peek<JoinedWithCounts | undefined>(slugKey(slug));
  if (!read) return selectListingHeadBySlug(deps.db, slug);
  const row = await read;
  if (!row) return undefined;
  const l = row.listing;
  return {
    id: l.id,
    userId: l.userId,
    status: l.status,
    expiresAt: l.expiresAt,
    updatedAt: l.updatedAt,
    views: row.views,
    authorSuspended: l.authorSuspended,
    sellerVerified: l.sellerVerified,
    ...row.counts,
  };
}

export type DetailHead = NonNullable<Awaited<ReturnType<typeof selectListingHeadBySlug>>>;

/** A listing by id; within a request, the one its detail's read by slug left (without its search document). */
export function listingById(
  deps: Pick<ListingsDeps, 'db'>,
  id: number,
  scope?: RequestScope,
): Promise<ListingFields | undefined> {
  const read = () => findListing(deps.db, id);
  return scope ? scope.once(`listing:${id}`, read) : read();
}

/** A listing's photos, in their order. */
export function photosOfListing(
  deps: Pick<ListingsDeps, 'db'>,
  id: number,
  scope?: RequestScope,
): Promise<PhotoRow[]> {
  const read = () => selectPhotosOfListing(deps.db, id);
  return scope ? scope.once(`photos:${id}`, read) : read();
}
