import type { Role } from '@portal/contract/auth';
import type { Locale } from '@portal/contract/locale';
import type { ReportsQueueItem, ReportsQueueQuery } from '@portal/contract/trust';
import type { Tx } from '../../db/client';
import { selectJoinedByIds, toCard } from '../listings/service';
import { fullName, historiesOf, usersById } from '../moderation/service';
import type { TrustDeps } from './deps';
import {
  countFlaggedMessages,
  countOpenReports,
  countTrustRecords,
  selectConversationsByIds,
  selectOpenConversationReportsOf,
  selectOpenReportsOf,
  selectQueueItems,
} from './queries';

/** Each reason with its count, most given first (then by name, for a stable order). */
function reasonCounts(reports: { reason: string }[]) {
  const counts = new Map<string, number>();
  for (const r of reports) counts.set(r.reason, (counts.get(r.reason) ?? 0) + 1);
  return [...counts]
    .map(([reason, count]) => ({ reason, count }))
    .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
}

/** The listings' cards, by id, whatever their status. */
async function cardsOf(db: Tx, ids: number[], locale: Locale) {
  const rows = await selectJoinedByIds(db, ids);
  return new Map(rows.map((r) => [r.listing.id, { row: r, card: toCard(r, r.cover ?? undefined, locale) }]));
}

/** People with their record: listings by status, open reports, warnings, suspension. */
async function recordsOf(db: Tx, userIds: number[]) {
  const ids = [...new Set(userIds)];
  const [people, histories, records] = await Promise.all([
    usersById(db, ids),
    historiesOf(db, ids),
    countTrustRecords(db, ids),
  ]);
  const openOf = new Map(records.reports.map((r) => [r.userId, r.n]));
  const warningsOf = new Map(records.warnings.map((r) => [r.userId, r.n]));
  return (id: number) => {
    const person = people.get(id);
    return {
      id,
      name: person ? fullName(person) : '',
      username: person?.username ?? '',
      history: histories.get(id)!,
      open_reports: openOf.get(id) ?? 0,
      warnings: warningsOf.get(id) ?? 0,
      suspended: person?.suspendedAt != null,
      role: (person?.role ?? 'user') as Role,
      deleted: !person || person.deletedAt !== null,
    };
  };
}

/**
 * The reports queue: listings and conversations with open reports, the one reported longest
 * ago first, each with its reasons and counts and the latest free text; a listing with its card
 * and author, a conversation with its listing's card, its two people and how many of its
 * messages raised a flag (its messages are read apart, each reading audited). The people come
 * with their record (listings by status, open reports, warnings, suspension).
 */
export async function listReports(deps: TrustDeps, query: ReportsQueueQuery, locale: Locale) {
  const { db } = deps;
  const [items, totals] = await Promise.all([
    selectQueueItems(db, query.kind, query.per_page, (query.page - 1) * query.per_page),
    countOpenReports(db),
  ]);
  const listingIds = items.filter((i) => i.kind === 'listing').map((i) => i.id);
  const conversationIds = items.filter((i) => i.kind === 'conversation').map((i) => i.id);
  const [listingReports, conversations, conversationReports, flagged] = await Promise.all([
    selectOpenReportsOf(db, listingIds),
    selectConversationsByIds(db, conversationIds),
    selectOpenConversationReportsOf(db, conversationIds),
    countFlaggedMessages(db, conversationIds),
  ]);
  const conversationOf = new Map(conversations.map((c) => [c.id, c]));
  const flaggedOf = new Map(flagged.map((f) => [f.conversationId, f.n]));
  const cards = await cardsOf(db, [...listingIds, ...conversations.map((c) => c.listingId)], locale);
  const recordOf = await recordsOf(db, [
    ...listingIds.flatMap((id) => cards.get(id)?.row.listing.userId ?? []),
    ...conversations.flatMap((c) => [c.buyerId, c.sellerId]),
  ]);

  const data: ReportsQueueItem[] = [];
  for (const item of items) {
    const common = {
      count: item.n,
      first_reported_at: item.first.toISOString(),
      last_reported_at: item.last.toISOString(),
    };
    if (item.kind === 'listing') {
      const found = cards.get(item.id);
      if (!found) continue;
      // Newest first, so the first with text is the latest details.
      const own = listingReports.filter((r) => r.listingId === item.id);
      const { deleted: _deleted, ...author } = recordOf(found.row.listing.userId);
      data.push({
        kind: 'listing',
        listing: found.card,
        ...common,
        reasons: reasonCounts(own),
        latest_details: own.find((r) => r.details)?.details ?? null,
        author,
      });
    } else {
      const conversation = conversationOf.get(item.id);
      const found = conversation && cards.get(conversation.listingId);
      if (!conversation || !found) continue;
      const own = conversationReports.filter((r) => r.conversationId === item.id);
      data.push({
        kind: 'conversation',
        conversation_id: item.id,
        listing: found.card,
        ...common,
        reasons: reasonCounts(own),
        latest_details: own.find((r) => r.details)?.details ?? null,
        flagged_messages: flaggedOf.get(item.id) ?? 0,
        people: [
          { ...recordOf(conversation.buyerId), side: 'buyer' },
          { ...recordOf(conversation.sellerId), side: 'seller' },
        ],
      });
    }
  }
  const counts = { listings: totals.listings, conversations: totals.conversations };
  return {
    data,
    total:
      query.kind === 'listings'
        ? counts.listings
        : query.kind === 'conversations'
          ? counts.conversations
          : counts.listings + counts.conversations,
    counts,
    open_reports: totals.reports,
    page: query.page,
    per_page: query.per_page,
  };
}
