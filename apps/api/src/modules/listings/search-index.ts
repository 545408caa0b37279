import type { Tx } from '../../db/client';
import type { MatchQuery, MatchSet } from './match-set';
import { deleteSearchChangesBefore, selectIndexedListings, selectSearchChanges } from './queries';
import type { TextGroup, TextQuery } from './search-document';
import { TextIndex, type IndexedListing } from './text-index';

/**
 * The in-memory search index of one API process (text-index.ts, docs/decisions/052): loaded in
 * the background once the server listens, then kept at the data's version by reading which
 * listings changed (search_changes, written by triggers) before answering under a newer one.
 * Until it is loaded, and whenever it cannot reach the version a search asks for, the search
 * takes the SQL path (search-listings.ts).
 */
export interface SearchIndex {
  /** Loads every public listing (once; later calls wait for the same load). */
  load(): Promise<void>;
  /**
   * A text query's match set from memory, at `version` of the public listings or newer;
   * undefined while the index is not loaded (the caller searches the database).
   */
  matchSet(
    version: string,
    text: Pick<TextQuery, 'exact' | 'match'>,
    groups: TextGroup[],
    /** Whether its ranks are wanted (the relevance sort); unset, they are. */
    ranked?: boolean,
    /** At most this many of the newest matches (a sample, `partial` when more match). */
    limit?: number,
    /** The search's query, whose conditions no facet ignores the matches must meet (TextIndex.matchSet). */
    only?: MatchQuery,
  ): Promise<MatchSet | undefined>;
  /**
   * The ids of the first `count` matches of the groups meeting the query, in its sort's order
   * (TextIndex.pageInOrder; not the relevance sort), at `version` or newer; undefined while not
   * loaded.
   */
  pageInOrder(
    version: string,
    groups: TextGroup[],
    query: MatchQuery,
    count: number,
  ): Promise<number[] | undefined>;
  /**
   * The ts_rank of each of these public listings' search vectors against a tsquery, from memory,
   * at `version` or newer; undefined while not loaded or when one is not held (the caller asks
   * the database).
   */
  rankListings(
    version: string,
    query: string,
    listingIds: readonly number[],
  ): Promise<Float64Array | undefined>;
  /**
   * The words one letter away from a word (TextIndex.wordsNear), at `version` or newer;
   * undefined while not loaded (the caller reads the lexicon table).
   */
  wordsNear(version: string, word: string): Promise<string[] | undefined>;
  /** What it holds, for logs and measurements. */
  status(): { ready: boolean; listings: number; bytes: number; loadMs?: number; version?: string };
  close(): void;
}

/** Listings read per statement while loading (one event-loop turn each, a few tens of ms). */
const LOAD_STEP = 2_000;
/** Changed listings read per statement when catching up. */
const CHANGES_STEP = 1_000;
/** How long search_changes rows are kept (the job deleting them: listingJobs). */
export const SEARCH_CHANGES_KEPT_MS = 24 * 60 * 60 * 1000;
/**
 * A process that has not read the changes for this long loads everything again rather than
 * trust that none it missed was deleted (it reads them every minute: only a process stopped in
 * a debugger or starved that long gets there).
 */
const STALE_AFTER_MS = SEARCH_CHANGES_KEPT_MS / 4;
/** How often a process reads the changes without being asked (so that searches rarely wait). */
const CATCH_UP_EVERY_MS = 60_000;
/** Terms added since the last sort that a prefix scans one by one, at most. */
const UNSORTED_TERMS = 20_000;

interface Loaded {
  index: TextIndex;
  version: string;
  horizon: string;
  readAt: number;
  /**
   * The truncations logged (by transaction) that the index already reflects: a change stays
   * past the horizon for as long as any older transaction of the server runs (a backup, an
   * index being built), and a truncation seen again must not load everything again.
   */
  truncations: Set<string>;
}

const newer = (a: string, b: string) => BigInt(a) > BigInt(b);
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

export function createSearchIndex(
  db: Tx,
  options: {
    /** Searches wait for the load and for catching up (tests); otherwise they take the SQL path meanwhile. */
    wait?: boolean;
    onLoaded?: (status: ReturnType<SearchIndex['status']>) => void;
    onError?: (error: unknown) => void;
  } = {},
): SearchIndex {
  let loaded: Loaded | undefined;
  let loading: Promise<void> | undefined;
  let catching: Promise<void> | undefined;
  let loadMs: number | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  /** Set at the server's close: a load under way stops at its next step, its errors unreported. */
  let closed = false;

  async function loadAll(): Promise<void> {
    const started = performance.now();
    // The horizon before the first read: whatever changes while the listings are read is read
    // again by the catch-up that follows.
    const start = await selectSearchChanges(db, undefined);
    const index = new TextIndex();
    for (let afterId = 0; ;) {
      if (closed) return;
      const rows = await selectIndexedListings(db, { afterId, limit: LOAD_STEP });
      for (const row of rows) index.put(row);
      if (rows.length < LOAD_STEP) break;
      afterId = rows[rows.length - 1]!.id;
      await nextTurn();
    }
    index.sortTerms();
    loaded = {
      index,
      version: start.version,
      horizon: start.horizon,
      readAt: Date.now(),
      // Those logged before the load began: its reads saw the table after them.
      truncations: new Set(start.truncations),
    };
    // Directly, not through catchUp: a reload runs inside a catch-up, which would wait for itself.
    await readChanges();
    loadMs = Math.round(performance.now() - started);
    options.onLoaded?.(status());
  }

  function load(): Promise<void> {
    loading ??= loadAll().catch((error: unknown) => {
      loading = undefined;
      if (!closed) throw error;
    });
    return loading;
  }

  /** Applies the listings changed since the last read; everything again after a truncate or a long gap. */
  async function readChanges(): Promise<void> {
    const state = loaded!;
    if (Date.now() - state.readAt > STALE_AFTER_MS) return reload();
    const changes = await selectSearchChanges(db, state.horizon);
    if (changes.truncations.some((xid) => !state.truncations.has(xid))) return reload();
    // Every changed row is read before any is applied: a search between two reads would see
    // some of a transaction's changes and not the others.
    const rows = new Map<number, IndexedListing>();
    for (let i = 0; i < changes.ids.length; i += CHANGES_STEP) {
      const step = changes.ids.slice(i, i + CHANGES_STEP);
      for (const row of await selectIndexedListings(db, { ids: step })) rows.set(row.id, row);
    }
    for (const id of changes.ids) {
      const row = rows.get(id);
      if (row) state.index.put(row);
      else state.index.remove(id);
    }
    if (state.index.unsortedTerms > UNSORTED_TERMS) state.index.sortTerms();
    state.version = changes.version;
    state.horizon = changes.horizon;
    state.readAt = Date.now();
  }

  /** Loads everything again; meanwhile searches take the SQL path (or wait, with `wait`). */
  async function reload(): Promise<void> {
    loaded = undefined;
    loading = undefined;
    const again = load();
    if (options.wait) return again;
    again.catch((error: unknown) => options.onError?.(error));
  }

  function catchUp(): Promise<void> {
    catching ??= readChanges().finally(() => (catching = undefined));
    return catching;
  }

  /** The index at `version` or newer: loaded, then caught up; undefined when it cannot be. */
  async function at(version: string): Promise<TextIndex | undefined> {
    if (!loaded) {
      if (!options.wait) return undefined;
      await load();
    }
    if (newer(version, loaded!.version)) {
      // A newer version than the index's: its changes are read first (a few rows, two
      // statements).
      await catchUp();
      if (!loaded || newer(version, loaded.version)) return undefined;
    }
    return loaded!.index;
  }

  function status() {
    return {
      ready: loaded !== undefined,
      listings: loaded?.index.listings ?? 0,
      bytes: loaded?.index.bytes() ?? 0,
      loadMs,
      version: loaded?.version,
    };
  }

  return {
    load() {
      timer ??= setInterval(() => {
        if (loaded && !closed) catchUp().catch((error: unknown) => options.onError?.(error));
      }, CATCH_UP_EVERY_MS).unref();
      return load();
    },
    async matchSet(version, text, groups, ranked = true, limit, only) {
      const index = await at(version);
      return index?.matchSet(
        groups.map((g) => g.tsquery),
        text.exact,
        text.match,
        ranked,
        limit,
        only,
      );
    },
    async pageInOrder(version, groups, query, count) {
      const { sort } = query;
      if (sort === 'relevance') return undefined;
      return (await at(version))?.pageInOrder(
        groups.map((g) => g.tsquery),
        { ...query, sort },
        count,
      );
    },
    async rankListings(version, query, listingIds) {
      return (await at(version))?.rankListings(query, listingIds);
    },
    async wordsNear(version, word) {
      return (await at(version))?.wordsNear(word);
    },
    status,
    close() {
      closed = true;
      if (timer) clearInterval(timer);
    },
  };
}

/** Deletes the changes every process has read (those older than SEARCH_CHANGES_KEPT_MS). */
export async function forgetOldSearchChanges(db: Tx, now = Date.now()): Promise<void> {
  await deleteSearchChangesBefore(db, new Date(now - SEARCH_CHANGES_KEPT_MS));
}
