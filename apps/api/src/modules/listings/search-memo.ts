import { listingSearchResponseSchema, type ListingSearchQuery } from '@portal/contract/listings';
import type { Locale } from '@portal/contract/locale';
import {
  createAskedBefore,
  createBodyMemo,
  createVersionedMemo,
  createVersionedRecords,
  type SerializedBody,
} from '../../platform/http-cache';
import pLimit from 'p-limit';
import type { ListingsDeps } from './deps';
import { type CatalogNames, type SearchCountsRows } from './queries';
import { publicListingsVersion } from './home-listings';
import type { RequestScope } from '../../platform/request-scope';
import { matchSetBytes, type MatchSet } from './match-set';
import type { SearchIndex } from './search-index';
import { searchListings, type PageListing } from './search-listings';

/** A search's total and facet counts: what costs the most, and the same on every page and sort. */
export type SearchCounts = SearchCountsRows;

/**
 * How long an answer, counts or a card may be served without a version change at most: what
 * changes without one is time itself (a listing passing its expiry: the expiry job's marking
 * of it does not move the version either, migration 0031) and view counts. Match sets check
 * each listing's expiry at every answer, so they are kept for as long as the version holds.
 */
const MAX_AGE_MS = 30_000;

/**
 * Match sets built at once by one process: each reads every match of its words, a common
 * word's tens of thousands of rows (1–6 s at a million listings), and on a machine of two
 * cores two builds at once left none for the searches answered meanwhile.
 */
const MATCH_SET_BUILDS = 1;

/**
 * Builds waiting their turn at most: words never asked before arriving faster than their sets
 * are built are answered from the database without one (the next search of them tries again).
 */
const MATCH_SET_QUEUE = 4;

/**
 * Texts remembered as asked once under the current version: a text's set is built when it is
 * asked again (a second visitor, another filter, sort or page), not at its first search. Most
 * searches of a real portal are never repeated, and each build reads every match of its words
 * (seconds for a common word at a million listings) only to be used once.
 */
const ASKED_TEXTS = 10_000;

/** How long a search waits for a set being built before it is answered from the database. */
const MATCH_SET_WAIT_MS = 40;

/** Memory the match sets of one process may hold together (a set of 200,000 listings is ~18 MB). */
const MATCH_SETS_BYTES = 256 * 1024 * 1024;

/**
 * Listings kept for their cards (what a card shows and the cover: about a kilobyte each, so
 * ~10 MB at most): the pages of popular words show the same listings under every filter, sort
 * and page that brings them up.
 */
const PAGE_LISTINGS = 10_000;

/** A match set's build refused because as many are already waiting as a process allows. */
class BuildsQueueFull extends Error {
  constructor() {
    super('match set builds queue full');
  }
}

export type SearchMemo = (
  deps: ListingsDeps,
  query: ListingSearchQuery,
  locale: Locale,
  /** The request's reads: its version read once for all its parts. */
  scope?: RequestScope,
) => Promise<SerializedBody>;

/**
 * The public search, memoized per version of what it shows (search_version, moved by database
 * triggers on every change a visitor could see: schema/listings.ts), at several levels: whole answers,
 * serialized, per query and language — popular searches and the pages visitors go back to cost
 * one primary-key read —, the counts (total and facets, the costly part) per filter set, so
 * another page or sort of the same search reuses them, the matches of each text query
 * (match-set.ts), so any other filter, sort or page with the same words is answered in memory,
 * and the listings its pages show, by id, so such an answer reads nothing but the version when
 * its listings were shown before. Each API process keeps its own; the version read on every
 * request makes a change visible to all of them at its commit (view counts, which do not move
 * it, are as old as the 30 s limit at most, as in a memoized answer).
 */
export function createSearchMemo(
  /**
   * Searches wait for their words' sets however long they take, and a set is built at a text's
   * first search (tests that need a set in place).
   */
  options: {
    waitForSets?: boolean;
    /** The process's in-memory index (search-index.ts): keyword searches answered from it once loaded. */
    index?: SearchIndex;
  } = {},
): SearchMemo {
  const answers = createBodyMemo(MAX_AGE_MS, 1_000, { perQuery: true });
  const counts = createVersionedMemo<SearchCounts>(MAX_AGE_MS, 5_000);
  // A set holds every match with its expiry, checked against the clock at each answer: it
  // stays right for as long as the version does, however long that is.
  const matchSets = createVersionedMemo<MatchSet | null>(Infinity, 64, {
    max: MATCH_SETS_BYTES,
    weigh: (set) => (set ? matchSetBytes(set) : 0),
  });
  const names = createVersionedMemo<CatalogNames>(Infinity, 1);
  const typos = createVersionedMemo<string[]>(Infinity, 5_000);
  const pageListings = createVersionedRecords<PageListing>(MAX_AGE_MS, PAGE_LISTINGS);
  const builds = pLimit(MATCH_SET_BUILDS);
  const textAskedBefore = createAskedBefore(ASKED_TEXTS);
  const askedBefore = (key: string, version: string) =>
    textAskedBefore(key, version) || options.waitForSets === true;
  return async (deps, query, locale, scope) => {
    const version = await publicListingsVersion(deps, scope);
    const { page: _page, per_page: _perPage, sort: _sort, ...filters } = query;
    const filtersKey = JSON.stringify(filters);
    return answers(`${locale}:${JSON.stringify(query)}`, version, listingSearchResponseSchema, () =>
      searchListings(deps, query, locale, {
        counts: (build) => counts(filtersKey, version, build),
        matchSets: (key, build) => {
          // A text's first search under a version is answered from the database.
          if (!askedBefore(key, version)) return Promise.resolve(undefined);
          const set = matchSets(key, version, () => {
            // A build not started is not kept: a later search of the words tries again.
            if (builds.pendingCount < MATCH_SET_QUEUE) return builds(build);
            return Promise.reject(new BuildsQueueFull());
          });
          // This search and those that asked for the same words meanwhile (sharing the refused
          // build) are answered from the database, as without a set.
          return set.catch((error: unknown) => {
            if (error instanceof BuildsQueueFull) return undefined;
            throw error;
          });
        },
        matchSetWaitMs: options.waitForSets ? undefined : MATCH_SET_WAIT_MS,
        textIndex:
          options.index &&
          ((text, groups, ranked, limit, only) =>
            options.index!.matchSet(version, text, groups, ranked, limit, only)),
        pageInOrder:
          options.index && ((groups, q, count) => options.index!.pageInOrder(version, groups, q, count)),
        names: (build) => names('names', version, build),
        typos: (pattern, read) => typos(pattern, version, read),
        nearWords: options.index && ((word) => options.index!.wordsNear(version, word)),
        pageListings: (ids, read) => pageListings(ids, version, read),
      }),
    );
  };
}
