import type { ListingSearchQuery } from '@portal/contract/listings';
import { createVersionedMemo } from '../../platform/http-cache';
import { selectListingsVersion, type Tx } from './queries';

type Facet = { id: number; ar: string; fr: string; en: string; count: number };

/** A search's total and facet counts: what costs the most, and the same on every page and sort. */
export interface SearchCounts {
  total: number;
  categories: Facet[];
  children: Facet[];
  regions: Facet[];
  cities: Facet[];
}

export type SearchCountsMemo = (
  db: Tx,
  query: ListingSearchQuery,
  build: () => Promise<SearchCounts>,
) => Promise<SearchCounts>;

/**
 * Counts are kept per filter set (the query without page and sort) while no listing has
 * changed: the version is the newest `updated_at` of listings (one read of its index), which
 * every write that makes a listing appear or disappear bumps (posting, editing, moderation,
 * renewal, expiry). Deletions and listings passing their expiry time are not stamped: counts
 * may include them for MAX_AGE_MS at most, while the page of results itself is always live.
 */
const MAX_AGE_MS = 30_000;

export function createSearchCountsMemo(): SearchCountsMemo {
  const memo = createVersionedMemo<SearchCounts>(MAX_AGE_MS, 5_000);
  return async (db, query, build) => {
    const { page: _page, per_page: _perPage, sort: _sort, ...filters } = query;
    const version = await selectListingsVersion(db);
    return memo(JSON.stringify(filters), version, build);
  };
}
