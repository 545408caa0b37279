import type { Role } from '@portal/contract/auth';
import type { Locale } from '@portal/contract/locale';
import type { ReportGroup, ReportsQueueQuery } from '@portal/contract/trust';
import { inArray } from 'drizzle-orm';
import { listingsTable, selectPage, selectPhotosOf, toCard } from '../listings/service';
import { fullName, historiesOf, usersById } from '../moderation/service';
import type { TrustDeps } from './deps';
import { countOpenReports, countTrustRecords, selectOpenReportsOf, selectReportGroups } from './queries';

type ReportRow = Awaited<ReturnType<typeof selectOpenReportsOf>>[number];

/** Each reason with its count, most given first (then by name, for a stable order). */
function reasonCounts(reports: ReportRow[]) {
  const counts = new Map<string, number>();
  for (const r of reports) counts.set(r.reason, (counts.get(r.reason) ?? 0) + 1);
  return [...counts]
    .map(([reason, count]) => ({ reason, count }))
    .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
}

/**
 * The reports queue: open reports grouped by listing, the listing reported longest
 * ago first, each with the listing's card, its reasons and counts, the latest free text, and
 * the author with their record (listings by status, open reports, warnings, suspension).
 */
export async function listReports(deps: TrustDeps, query: ReportsQueueQuery, locale: Locale) {
  const { db } = deps;
  const offset = (query.page - 1) * query.per_page;
  const [groups, totals] = await Promise.all([
    selectReportGroups(db, query.per_page, offset),
    countOpenReports(db),
  ]);
  const ids = groups.map((g) => g.listingId);
  const [rows, reports, covers] = await Promise.all([
    ids.length ? selectPage(db, inArray(listingsTable.id, ids), [], ids.length, 0) : [],
    selectOpenReportsOf(db, ids),
    selectPhotosOf(db, ids, true),
  ]);
  const rowOf = new Map(rows.map((r) => [r.listing.id, r]));
  const authorIds = [...new Set(rows.map((r) => r.listing.userId))];
  const [people, histories, records] = await Promise.all([
    usersById(db, authorIds),
    historiesOf(db, authorIds),
    countTrustRecords(db, authorIds),
  ]);
  const openOf = new Map(records.reports.map((r) => [r.userId, r.n]));
  const warningsOf = new Map(records.warnings.map((r) => [r.userId, r.n]));
  const coverOf = new Map(covers.map((p) => [p.listingId, p]));

  const data: ReportGroup[] = [];
  for (const group of groups) {
    const row = rowOf.get(group.listingId);
    if (!row) continue;
    const authorId = row.listing.userId;
    const author = people.get(authorId);
    // Newest first, so the first with text is the latest details.
    const own = reports.filter((r) => r.listingId === group.listingId);
    data.push({
      listing: toCard(row, coverOf.get(group.listingId), locale),
      count: group.n,
      first_reported_at: (group.first ?? new Date()).toISOString(),
      last_reported_at: (group.last ?? new Date()).toISOString(),
      reasons: reasonCounts(own),
      latest_details: own.find((r) => r.details)?.details ?? null,
      author: {
        id: authorId,
        name: author ? fullName(author) : '',
        username: author?.username ?? '',
        history: histories.get(authorId)!,
        open_reports: openOf.get(authorId) ?? 0,
        warnings: warningsOf.get(authorId) ?? 0,
        suspended: author?.suspendedAt != null,
        role: (author?.role ?? 'user') as Role,
      },
    });
  }
  return {
    data,
    total: totals.groups,
    open_reports: totals.reports,
    page: query.page,
    per_page: query.per_page,
  };
}
