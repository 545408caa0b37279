import { savedSearchFiltersSchema } from '@portal/contract/alerts';
import type { JobContext, JobSummary } from '../../platform/jobs/runner';
import { listingsMatching } from '../listings/service';
import type { AlertsDeps } from './deps';
import {
  claimUnscannedListings,
  insertMatches,
  type MatchRow,
  selectSavedSearchBatch,
  selectSearchesWithDueMatches,
  takeDueMatches,
} from './queries';
import { canonicalSearch } from './canonical-search';
import { sendAlert } from './send-alert';

/** Listings approved longer ago than this are never alerted (a first start does not mail the past). */
const SCAN_WINDOW_MS = 2 * 24 * 3600_000;
const LISTING_BATCH = 200;
const SEARCH_BATCH = 500;

/**
 * Matches the newly approved listings against every saved search with the public search's own
 * conditions (listingsMatching: the same normalization, synonyms and filters), in one
 * transaction with their claim, so each listing is matched once whatever the processes. A
 * saved search only counts listings approved after it was saved, and never its owner's own.
 * Saved searches with the same words and filters (canonicalSearch) are one search: it runs once
 * for the batch of listings, whoever saved it and however often (decision 050).
 */
export async function matchNewListings(deps: Pick<AlertsDeps, 'db'>, signal: AbortSignal) {
  return deps.db.transaction(async (tx) => {
    const fresh = await claimUnscannedListings(tx, new Date(Date.now() - SCAN_WINDOW_MS), LISTING_BATCH);
    let matched = 0;
    if (fresh.length === 0) return { scanned: 0, matched };
    const freshIds = fresh.map((l) => l.id);
    // Per distinct search: which of the batch's listings it finds.
    const found = new Map<string, Set<number>>();
    let after = 0;
    for (;;) {
      const searches = await selectSavedSearchBatch(tx, after, SEARCH_BATCH);
      if (searches.length === 0 || signal.aborted) break;
      const matches: MatchRow[] = [];
      for (const search of searches) {
        // A member is not alerted of their own listings.
        const candidates = fresh.filter(
          (l) => l.publishedAt > search.createdAt && l.userId !== search.userId,
        );
        const filters = savedSearchFiltersSchema.safeParse(search.query);
        if (candidates.length === 0 || !filters.success) continue;
        const key = canonicalSearch(filters.data);
        let ids = found.get(key);
        if (!ids) {
          ids = new Set(await listingsMatching(tx, { ...filters.data, page: 1, per_page: 20 }, freshIds));
          found.set(key, ids);
        }
        for (const listing of candidates) {
          if (!ids.has(listing.id)) continue;
          matches.push({ savedSearchId: search.id, listingId: listing.id, due: search.frequency !== 'off' });
        }
      }
      await insertMatches(tx, matches);
      matched += matches.length;
      after = searches[searches.length - 1]!.id;
    }
    return { scanned: fresh.length, matched };
  });
}

/**
 * Sends the immediate alerts waiting: per saved search, its due matches are taken and mailed in
 * one transaction, so a listing is never sent twice for one saved search.
 */
export async function sendImmediateAlerts(deps: AlertsDeps, signal: AbortSignal): Promise<number> {
  let sent = 0;
  for (;;) {
    const searches = await selectSearchesWithDueMatches(deps.db, 'immediately', 100);
    if (searches.length === 0 || signal.aborted) break;
    for (const search of searches) {
      const done = await deps.db.transaction(async (tx) => {
        const ids = await takeDueMatches(tx, search.id);
        return ids.length > 0 && (await sendAlert(deps, tx, search, ids, 'immediately'));
      });
      if (done) sent += 1;
    }
  }
  if (sent > 0) deps.notifyMail();
  return sent;
}

/** The job: match new listings, then send the immediate alerts. */
export async function matchAlerts(
  deps: AlertsDeps,
  { signal }: Pick<JobContext, 'signal'>,
): Promise<JobSummary> {
  const { scanned, matched } = await matchNewListings(deps, signal);
  const sent = await sendImmediateAlerts(deps, signal);
  return { scanned, matched, sent };
}
