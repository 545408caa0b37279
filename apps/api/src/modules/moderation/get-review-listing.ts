import type { Locale } from '@portal/contract/locale';
import { AppError } from '../../platform/errors';
import { countsOf } from '../engagement/counts';
import { hasPhone } from '../listings/get-listing';
import { toDetail } from '../listings/listing-view';
import { selectJoinedById, selectPhotosOf } from '../listings/queries';
import { liveFlagsOf } from '../trust/listing-flags';
import type { ModerationDeps } from './deps';
import { fullName, historiesOf, liveClaim, usersById } from './review-view';

/**
 * A listing in any status as a reviewer sees it: every field and photo, the moderator's last
 * reason, the author with contacts and record, another moderator's live claim, and the live
 * automatic flags with their reasons.
 */
export async function getReviewListing(deps: ModerationDeps, id: number, locale: Locale) {
  const { db } = deps;
  const [row] = await selectJoinedById(db, id);
  if (!row) throw new AppError('not_found');
  const l = row.listing;
  const [photos, people, histories, counts, flags] = await Promise.all([
    selectPhotosOf(db, [l.id]),
    usersById(db, l.claimedBy === null ? [l.userId] : [l.userId, l.claimedBy]),
    historiesOf(db, [l.userId]),
    countsOf(db, l.id),
    liveFlagsOf(db, [l.id]),
  ]);
  const author = people.get(l.userId);
  const name = author ? fullName(author) : '';
  return {
    listing: {
      ...toDetail(row, photos, { id: l.userId, name }, false, locale, {
        ...counts,
        has_phone: hasPhone(author),
      }),
      rejection_reason: l.rejectionReason,
      submitted_at: l.publishedAt.toISOString(),
    },
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
