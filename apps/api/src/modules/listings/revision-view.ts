import type { ListingInput, RevisionState } from '@portal/contract/listings';
import { listingColumns } from './check-listing-input';
import type { JoinedListing, PhotoRow } from './queries';
import type { Tx } from '../../db/client';
import { selectCatalogNames, selectPhotosByIds, type RevisionRow } from './revision-queries';

/** A revision's proposed version, shaped as a stored listing so the listing views render it. */
export interface ProposedVersion {
  row: JoinedListing;
  /** The revision's photos in its order, its cover marked (new ones are not attached yet). */
  photos: PhotoRow[];
}

export const revisionState = (revision: RevisionRow): RevisionState => ({
  status: revision.status as RevisionState['status'],
  rejection_reason: revision.rejectionReason,
  submitted_at: revision.submittedAt.toISOString(),
});

/**
 * The proposed versions of revisions, by listing id: each listing's row with the revision's
 * body laid over it (through the same mapping as a submission: check-listing-input.ts) and
 * the names of the catalog rows the body points at, read for all of them at once. Identity,
 * status, slug, dates and counts stay the listing's.
 */
export async function proposedVersions(
  db: Tx,
  pairs: { joined: JoinedListing; revision: RevisionRow }[],
): Promise<Map<number, ProposedVersion>> {
  const bodies = pairs.map((p) => p.revision.body as unknown as ListingInput);
  const ids = (pick: (b: ListingInput) => (number | null | undefined)[]) => [
    ...new Set(bodies.flatMap(pick).filter((id): id is number => typeof id === 'number')),
  ];
  const [names, photos] = await Promise.all([
    selectCatalogNames(db, {
      categories: ids((b) => [b.category_id, b.sub_category_id, b.filter_id]),
      regions: ids((b) => [b.region_id]),
      cities: ids((b) => [b.city_id]),
    }),
    selectPhotosByIds(db, [...new Set(bodies.flatMap((b) => b.photo_ids))]),
  ]);
  const photoById = new Map(photos.map((p) => [p.id, p]));
  const result = new Map<number, ProposedVersion>();
  pairs.forEach(({ joined }, index) => {
    const body = bodies[index]!;
    const { searchText: _searchText, ...columns } = listingColumns(body, []);
    const named = <T>(map: Map<number, T>, id: number | null | undefined) =>
      id == null ? null : (map.get(id) ?? null);
    const blank = { ar: '', fr: '', en: '' };
    const row = {
      listing: { ...joined.listing, ...columns },
      category: named(names.categories, body.category_id) ?? blank,
      subCategory: named(names.categories, body.sub_category_id),
      filter: named(names.categories, body.filter_id),
      region: named(names.regions, body.region_id) ?? blank,
      city: named(names.cities, body.city_id),
      views: joined.views,
    } as JoinedListing;
    const cover = body.cover_photo_id ?? body.photo_ids[0];
    const own = body.photo_ids.flatMap((id, position) => {
      const photo = photoById.get(id);
      return photo ? [{ ...photo, position, isCover: id === cover }] : [];
    });
    result.set(joined.listing.id, { row, photos: own });
  });
  return result;
}
