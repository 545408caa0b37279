import type { Locale } from '@portal/contract/locale';
import type { Db } from '../../db/client';
import { engagementCounts } from '../engagement/service';
import { hasPhone } from './get-listing';
import { toDetail, toPhoto } from './listing-view';
import { selectJoinedOfUser, selectPhotosOfUploader } from './queries';
import { selectRevisionsOf } from './revision-queries';

/**
 * What the listings area keeps about a person, for their "download my data": every listing
 * of theirs in any status as its owner sees it (photos' addresses included), with the edit
 * waiting for review or rejected and how often the phone was revealed, and the photos they
 * uploaded that no listing holds yet.
 */
export async function listingDataOfOwner(
  db: Db,
  owner: { id: number; name: string; username: string; phone: string | null },
  locale: Locale,
) {
  const userId = owner.id;
  const rows = await selectJoinedOfUser(db, userId, undefined);
  const ids = rows.map((r) => r.listing.id);
  const [photos, revisions, counts] = await Promise.all([
    selectPhotosOfUploader(db, userId),
    selectRevisionsOf(db, ids),
    engagementCounts(db, ids),
  ]);
  const revisionOf = new Map(revisions.map((r) => [r.listingId, r]));
  const ownerRef = { id: userId, name: owner.name, username: owner.username };
  const listings = rows.map((row) => {
    const id = row.listing.id;
    const revision = revisionOf.get(id);
    const stats = { ...counts.get(id)!, has_phone: hasPhone(owner) };
    return {
      ...toDetail(
        row,
        photos.filter((p) => p.listingId === id),
        ownerRef,
        true,
        locale,
        stats,
      ),
      phone_reveals: row.listing.phoneReveals,
      revision: revision
        ? {
            status: revision.status,
            body: revision.body,
            rejection_reason: revision.rejectionReason,
            submitted_at: revision.submittedAt.toISOString(),
          }
        : null,
    };
  });
  const unattachedPhotos = photos
    .filter((p) => p.listingId === null)
    .map((p) => ({ ...toPhoto(p), uploaded_at: p.createdAt.toISOString() }));
  return { listings, unattachedPhotos };
}

// What the other areas may use from this one (docs/decisions/023-module-boundaries.md).
export { attachPhotos } from './attach-photos';
export {
  countListingsInCategory,
  countListingsInCity,
  countListingsInCurrency,
  countListingsPerCategory,
  countListingsPerCity,
  countListingsPerCurrency,
} from './catalog-usage';
export { checkListingInput, expiryOf } from './check-listing-input';
export { hasPhone, shortName } from './get-listing';
export { countPublicListings, listLatestListings, publicListingsVersion } from './home-listings';
export { detachPhotos } from './job-queries';
export { nameIn, toCard, toDetail } from './listing-view';
export { PROFILE_LIST } from './owner-lists';
export {
  countWhere,
  findListing,
  insertSlugHistory,
  type JoinedListing,
  type ListingRow,
  listingsTable,
  type PhotoRow,
  selectAttachablePhotos,
  selectCatalogNames,
  selectCardsByIds,
  selectJoinedById,
  selectJoinedByIds,
  selectPage,
  selectPhotosOf,
  updateListingRow,
} from './queries';
export {
  deleteRevision,
  findRevision,
  lockRevision,
  rejectRevisionRow,
  selectRevisionsOf,
} from './revision-queries';
export { proposedVersions, revisionState } from './revision-view';
export { newSlug, slugBase } from '../../platform/slug';
export { buildTextQuery, searchDocument } from './search-document';
export { listingsMatching, searchListings } from './search-listings';
export { synonymsOf } from './synonyms';
export { isPublicListing } from './visibility';

// The public listings' pages for the sitemap (platform/sitemap.ts).
export { listingSitemapSource } from './sitemap-source';
