import type { ReviewQueueQuery } from '@portal/contract/moderation';
import type { Locale } from '@portal/contract/locale';
import { toCard } from '../listings/listing-view';
import { countWhere, selectPage, selectPhotosOf } from '../listings/queries';
import { countFlaggedPending, liveFlagsOf } from '../trust/listing-flags';
import type { ModerationDeps } from './deps';
import { countPendingByPlatform, queueCondition, queueOrder } from './queries';
import { fullName, historiesOf, liveClaim, usersById } from './review-view';

/**
 * Pending listings, oldest submission first, with each author's record, any live claim and the
 * automatic flags (`flagged=true` keeps only flagged ones).
 */
export async function listReviewQueue(deps: ModerationDeps, query: ReviewQueueQuery, locale: Locale) {
  const { db } = deps;
  const where = queueCondition({
    platform: query.platform,
    categoryId: query.category_id,
    regionId: query.region_id,
    submittedBefore:
      query.older_than_hours !== undefined
        ? new Date(Date.now() - query.older_than_hours * 60 * 60 * 1000)
        : undefined,
    flagged: query.flagged === 'true',
  });
  const offset = (query.page - 1) * query.per_page;
  const [rows, total, perPlatform, flagged] = await Promise.all([
    selectPage(db, where, queueOrder, query.per_page, offset),
    countWhere(db, where),
    countPendingByPlatform(db),
    countFlaggedPending(db),
  ]);
  const listingRows = rows.map((r) => r.listing);
  const authorIds = listingRows.map((l) => l.userId);
  const [covers, people, histories, flags] = await Promise.all([
    selectPhotosOf(
      db,
      listingRows.map((l) => l.id),
      true,
    ),
    usersById(db, [...authorIds, ...listingRows.flatMap((l) => (l.claimedBy === null ? [] : [l.claimedBy]))]),
    historiesOf(db, [...new Set(authorIds)]),
    liveFlagsOf(
      db,
      listingRows.map((l) => l.id),
    ),
  ]);
  const coverOf = new Map(covers.map((p) => [p.listingId, p]));
  const counts = { announcements: 0, sales: 0, flagged };
  for (const { platform, n } of perPlatform) counts[platform as keyof typeof counts] = n;
  return {
    data: rows.map((row) => {
      const l = row.listing;
      const author = people.get(l.userId);
      return {
        ...toCard(row, coverOf.get(l.id), locale),
        submitted_at: l.publishedAt.toISOString(),
        author: {
          id: l.userId,
          name: author ? fullName(author) : '',
          username: author?.username ?? '',
          history: histories.get(l.userId)!,
        },
        claim: liveClaim(l, people),
        flags: flags.get(l.id) ?? [],
      };
    }),
    total,
    page: query.page,
    per_page: query.per_page,
    counts,
  };
}
