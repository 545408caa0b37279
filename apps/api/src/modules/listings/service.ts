import type { Locale } from '@portal/contract/locale';
import type { Db } from '../../db/client';
import { engagementCounts } from '../engagement/counts';
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
  owner: { id: number; name: string; phone: string | null },
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
  const ownerRef = { id: userId, name: owner.name };
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
