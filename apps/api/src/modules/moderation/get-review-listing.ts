import type { Locale } from '@portal/contract/locale';
import { AppError } from '../../platform/errors';
import { countsOf } from '../engagement/service';
import {
  hasPhone,
  toDetail,
  selectJoinedById,
  selectPhotosOf,
  type JoinedListing,
  type PhotoRow,
  findRevision,
  proposedVersions,
  revisionState,
} from '../listings/service';
import { liveFlagsOf } from '../trust/service';
import type { ModerationDeps } from './deps';
import { fullName, historiesOf, liveClaim, usersById } from './review-view';

/**
 * A listing in any status as a reviewer sees it: every field and photo, the moderator's last
 * reason, the author with contacts and record, another moderator's live claim, and the live
 * automatic flags with their reasons. When the owner's edit waits for review (or was
 * rejected), the listing shown is the edit's proposed version and `published` the version the
 * public sees, for the reviewer's field-by-field comparison.
 */
export async function getReviewListing(deps: ModerationDeps, id: number, locale: Locale) {
  const { db } = deps;
  const [row] = await selectJoinedById(db, id);
  if (!row) throw new AppError('not_found');
  const l = row.listing;
  const [photos, people, histories, counts, flags, found] = await Promise.all([
    selectPhotosOf(db, [l.id]),
    usersById(db, l.claimedBy === null ? [l.userId] : [l.userId, l.claimedBy]),
    historiesOf(db, [l.userId]),
    countsOf(db, l.id),
    liveFlagsOf(db, [l.id]),
    findRevision(db, l.id),
  ]);
  // A listing waiting for review itself is reviewed as such (decide-listing.ts): its edit, if
  // any, comes after.
  const revision = l.status === 'pending' ? undefined : found;
  const author = people.get(l.userId);
  const name = author ? fullName(author) : '';
  const stats = { ...counts, has_phone: hasPhone(author) };
  const detail = (version: JoinedListing, versionPhotos: PhotoRow[]) => ({
    ...toDetail(
      version,
      versionPhotos,
      { id: l.userId, name, username: author?.username ?? '' },
      false,
      locale,
      stats,
    ),
    rejection_reason: l.rejectionReason,
  });
  const published = detail(row, photos);
  const proposed = revision ? (await proposedVersions(db, [{ joined: row, revision }])).get(l.id) : undefined;
  return {
    listing: {
      ...(proposed ? detail(proposed.row, proposed.photos) : published),
      submitted_at: (revision ? revision.submittedAt : l.publishedAt).toISOString(),
    },
    revision: revision ? revisionState(revision) : null,
    published: proposed ? published : null,
    author: {
      id: l.userId,
      name,
      username: author?.username ?? '',
      email: author?.email ?? '',
      phone: author?.phone ?? null,
      country_code: author?.countryCode ?? null,
      email_verified: author?.emailVerifiedAt != null,
      created_at: (author?.createdAt ?? l.createdAt).toISOString(),
      history: histories.get(l.userId)!,
    },
    claim: liveClaim(l, people),
    flags: flags.get(l.id) ?? [],
  };
}
