import type { ReviewQueueQuery } from '@portal/contract/moderation';
import type { Locale } from '@portal/contract/locale';
import {
  toCard,
  countWhere,
  selectJoinedByIds,
  selectRevisionsOf,
  proposedVersions,
} from '../listings/service';
import { countFlaggedPending, liveFlagsOf } from '../trust/service';
import type { ModerationDeps } from './deps';
import { countPendingByPlatform, queueCondition, type QueueFilters } from './queries';
import { fullName, historiesOf, liveClaim, usersById } from './review-view';
import { countEdits, countEditsByPlatform, editQueueCondition, selectQueuePage } from './revision-queries';

/**
 * Pending listings and edits of approved listings (`is_edit`, shown as their proposed version),
 * oldest submission first, with each author's record, any live claim and the automatic flags
 * (`flagged=true` keeps only flagged ones).
 */
export async function listReviewQueue(deps: ModerationDeps, query: ReviewQueueQuery, locale: Locale) {
  const { db } = deps;
  const filters: QueueFilters = {
    platform: query.platform,
    categoryId: query.category_id,
    regionId: query.region_id,
    submittedBefore:
      query.older_than_hours !== undefined
        ? new Date(Date.now() - query.older_than_hours * 60 * 60 * 1000)
        : undefined,
    flagged: query.flagged === 'true',
  };
  const where = queueCondition(filters);
  const editWhere = editQueueCondition(filters);
  const offset = (query.page - 1) * query.per_page;
  const [page, listingTotal, editTotal, perPlatform, editsPerPlatform, flagged, flaggedEdits] =
    await Promise.all([
      selectQueuePage(db, where, editWhere, query.per_page, offset),
      countWhere(db, where),
      countEdits(db, editWhere),
      countPendingByPlatform(db),
      countEditsByPlatform(db),
      countFlaggedPending(db),
      countEdits(db, editQueueCondition({ flagged: true })),
    ]);
  const ids = page.map((item) => item.id);
  const editIds = page.filter((item) => item.isEdit).map((item) => item.id);
  const [joined, revisions] = await Promise.all([selectJoinedByIds(db, ids), selectRevisionsOf(db, editIds)]);
  const joinedById = new Map(joined.map((row) => [row.listing.id, row]));
  const revisionOf = new Map(revisions.map((r) => [r.listingId, r]));
  const proposed = await proposedVersions(
    db,
    editIds.flatMap((id) => {
      const row = joinedById.get(id);
      const revision = revisionOf.get(id);
      return row && revision ? [{ joined: row, revision }] : [];
    }),
  );
  const listingRows = joined.map((r) => r.listing);
  const authorIds = listingRows.map((l) => l.userId);
  const [people, histories, flags] = await Promise.all([
    usersById(db, [...authorIds, ...listingRows.flatMap((l) => (l.claimedBy === null ? [] : [l.claimedBy]))]),
    historiesOf(db, [...new Set(authorIds)]),
    liveFlagsOf(db, ids),
  ]);
  const counts = { announcements: 0, sales: 0, flagged: flagged + flaggedEdits };
  for (const { platform, n } of [...perPlatform, ...editsPerPlatform]) {
    counts[platform as 'announcements' | 'sales'] += n;
  }
  return {
    data: page.flatMap(({ id, isEdit }) => {
      const row = joinedById.get(id);
      if (!row) return [];
      const l = row.listing;
      const edit = isEdit ? proposed.get(id) : undefined;
      const revision = revisionOf.get(id);
      const author = people.get(l.userId);
      const card =
        edit && revision
          ? toCard(
              edit.row,
              edit.photos.find((p) => p.isCover),
              locale,
            )
          : toCard(row, row.cover ?? undefined, locale);
      return [
        {
          ...card,
          is_edit: Boolean(edit && revision),
          submitted_at: (edit && revision ? revision.submittedAt : l.publishedAt).toISOString(),
          author: {
            id: l.userId,
            name: author ? fullName(author) : '',
            username: author?.username ?? '',
            history: histories.get(l.userId)!,
          },
          claim: liveClaim(l, people),
          flags: flags.get(id) ?? [],
        },
      ];
    }),
    total: listingTotal + editTotal,
    page: query.page,
    per_page: query.per_page,
    counts,
  };
}
