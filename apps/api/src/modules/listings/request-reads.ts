import type { RequestScope } from '../../platform/request-scope';
import type { ListingsDeps } from './deps';
import {
  findListing,
  selectJoinedBySlug,
  selectPhotosOf,
  type JoinedListing,
  type ListingRow,
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
): Promise<JoinedListing | undefined> {
  const read = async () => {
    const [row] = await selectJoinedBySlug(deps.db, slug);
    if (row) scope?.put(`listing:${row.listing.id}`, row.listing);
    return row;
  };
  return scope ? scope.once(`listing-slug:${slug}`, read) : read();
}

export function listingById(
  deps: Pick<ListingsDeps, 'db'>,
  id: number,
  scope?: RequestScope,
): Promise<ListingRow | undefined> {
  const read = () => findListing(deps.db, id);
  return scope ? scope.once(`listing:${id}`, read) : read();
}

/** A listing's photos, in their order. */
export function photosOfListing(
  deps: Pick<ListingsDeps, 'db'>,
  id: number,
  scope?: RequestScope,
): Promise<PhotoRow[]> {
  const read = () => selectPhotosOf(deps.db, [id]);
  return scope ? scope.once(`photos:${id}`, read) : read();
}
