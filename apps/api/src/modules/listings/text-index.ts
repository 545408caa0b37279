import {
  CATEGORY_LEVELS,
  CODED_COLUMNS,
  comparatorOf,
  meetsQuery,
  type CodedColumn,
  type CodedColumnName,
  type IdColumn,
  type MatchQuery,
  type MatchRow,
  type MatchSet,
  type MatchSort,
} from './match-set';
import { MIN_TYPO_LENGTH } from './search-document';
import {
  documentLexemes,
  parseTsQuery,
  rankItems,
  rankOrOfCount,
  ranksByPairs,
  tsRank,
  type DocEntries,
  type TsNode,
} from './ts-rank';

/**
 * Every public listing's search document and search columns in memory (docs/decisions/052): an
 * inverted index from each lexeme of to_tsvector('simple', search_text) to the listings holding
 * it, with the position PostgreSQL gives it, so that a keyword search finds its matches —
 * exactly those of the full-text index (queries.ts textCondition) — and ranks them as ts_rank
 * does (ts-rank.ts) without the database, then answers filters, facets, sort and page with
 * answerFromSet (match-set.ts) on the matches' columns.
 *
 * Each listing's category (at each level), region, city and platform are postings too, under
 * terms of their own (negative ids, never a word's): a search narrowed to them ANDs their
 * bitsets with its words' instead of testing every match's columns (docs/decisions/056).
 *
 * Listings live at positions, appended in order; a changed listing is appended again and its old
 * position marked dead. Positions are grouped in segments of 65,536 (each posting is then two
 * bytes of listing and two of position: 4 bytes, ~350 MB for a million listings of 86 lexemes);
 * the last segment, still growing, is sorted again when it changed.
 */

/** What the index holds of a listing: its match row without ranks, its author and its search_text. */
export interface IndexedListing extends Omit<MatchRow, 'rankExact' | 'rankMatch'> {
  /** The seller, a place term only (a seller's page searches their listings). */
  userId: number;
  document: string;
}

const SEGMENT_DOCS = 65_536;
/** The sorts a page can be read in without ranks (pageInOrder). */
export type OrderedSort = Exclude<MatchSort, 'relevance'>;
/** 32-bit words of a bitset over one segment's listings. */
const SEGMENT_WORDS = SEGMENT_DOCS / 32;
/** A segment's bitset with every position set (read only). */
const EVERY_BIT = new Uint32Array(SEGMENT_WORDS).fill(~0);
/** Bitsets kept per segment (8 KB each: 8 MB at a million listings). */
const BITSETS_KEPT = 64;
/**
 * A place with fewer postings in a segment has its bitset made at each search, not kept: made
 * from a few hundred postings it costs about what finding a kept one does, and the sellers'
 * tens of thousands of places would push the words', categories' and regions' out.
 */
const KEPT_FROM_POSTINGS = 1_024;

/** A to_tsquery text of a search's words and its parsed form. */
interface Group {
  text: string;
  node: TsNode;
}
const groupsOf = (groups: string[]): Group[] => groups.map((text) => ({ text, node: parseTsQuery(text) }));

interface Segment {
  /** The position of its first listing. */
  start: number;
  /** Term ids present, ascending. */
  terms: Int32Array;
  /** Where each term's postings start in `docs`/`positions`; one more than `terms`. */
  offsets: Int32Array;
  /** Postings: the listing's position minus `start`, ascending within a term. */
  docs: Uint16Array;
  /** The term's first position in the document. */
  positions: Uint16Array;
}

/** A typed array grown by half again when full. */
function grown<T extends Float64Array | Int32Array | Uint16Array | Uint8Array>(array: T, needed: number): T {
  if (needed <= array.length) return array;
  const next = new (array.constructor as new (n: number) => T)(
    Math.max(needed, Math.ceil(array.length * 1.5) + 16),
  );
  next.set(array);
  return next;
}

const ID_COLUMNS = [...CATEGORY_LEVELS, 'region', 'city'] as const satisfies readonly IdColumn[];
/** The columns whose values are postings too (placeTerm); `user`: the seller. */
type PlaceColumn = IdColumn | 'platform' | 'user';

/** Where a term's postings lie in a segment's `docs` and `positions`: [from, to), empty without any. */
function postingRange(segment: Segment, term: number): [number, number] {
  const { terms, offsets } = segment;
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (terms[mid]! < term) low = mid + 1;
    else high = mid;
  }
  return terms[low] === term ? [offsets[low]!, offsets[low + 1]!] : [0, 0];
}

/** A column's values at the matches' positions (memory-bound at a million listings: docs/performance.md). */
function gather<T extends Float64Array | Int32Array | Uint8Array>(column: T, at: Int32Array): T {
  const out = new (column.constructor as new (n: number) => T)(at.length);
  for (let d = 0; d < at.length; d++) out[d] = column[at[d]!]!;
  return out;
}

/** Makes `key` of `target` computed on its first read, then kept. */
function lazy(target: object, key: string, compute: () => unknown): void {
  Object.defineProperty(target, key, {
    configurable: true,
    enumerable: true,
    get() {
      const value = compute();
      Object.defineProperty(target, key, { value, enumerable: true, writable: true });
      return value;
    },
  });
}

/** Key of a (listing position, term) pair with more than one position (rare). */
const pairKey = (doc: number, term: number) => doc * 2 ** 24 + term;

export class TextIndex {
  /** Positions used (live or dead). */
  size = 0;
  private live = 0;
  private alive = new Uint8Array(0);
  private id = new Float64Array(0);
  private ids = Object.fromEntries(ID_COLUMNS.map((c) => [c, new Int32Array(0)])) as Record<
    IdColumn,
    Int32Array
  >;
  private maxIds = Object.fromEntries(ID_COLUMNS.map((c) => [c, 0])) as Record<IdColumn, number>;
  private sortPrice = new Float64Array(0);
  private publishedAt = new Float64Array(0);
  private expiresAt = new Float64Array(0);
  private coded = Object.fromEntries(
    CODED_COLUMNS.map((c): [CodedColumnName, CodedColumn] => [c, { codes: new Uint8Array(0), values: [] }]),
  ) as Record<CodedColumnName, CodedColumn>;
  /** Listing id → its live position. */
  private positionOf = new Map<number, number>();

  private termIds = new Map<string, number>();
  /** The term of each id column's value ("region:16"), a negative id: see placeTerm. */
  private placeTerms = new Map<string, number>();
  private terms: string[] = [];
  /** Every character of the terms: what a letter of a typo may be (wordsNear). */
  private alphabet = new Set<string>();
  /** Term ids sorted by their term (sortTerms), and terms added since, unsorted. */
  private sorted: { terms: string[]; ids: Int32Array } = { terms: [], ids: new Int32Array(0) };
  private recent: number[] = [];
  /** All positions of the (listing, term) pairs that have several. */
  private more = new Map<number, number[]>();

  private segments: Segment[] = [];
  /** The growing segment's postings as they came, and its sorted form once asked. */
  private tail = {
    start: 0,
    count: 0,
    term: new Int32Array(0),
    doc: new Uint16Array(0),
    position: new Uint16Array(0),
  };
  private tailSegment: Segment | undefined;
  /** Zeros between searches: the ranks' index of the matches by position (matchSet). */
  private dense = new Int32Array(0);
  /**
   * Each segment's positions in a sort's order (pageInOrder), made on first use. A segment's
   * listings never change once written (a changed one is written again further on), only
   * whether each is alive, so a full segment's orders last; the growing one is a new object at
   * each change, and its orders are made again.
   */
  private orders = new WeakMap<Segment, Partial<Record<OrderedSort, Int32Array>>>();
  /** Each segment's bitsets used lately, by group or place term (keptBits). */
  private bitsets = new WeakMap<Segment, Map<string, Uint32Array | undefined>>();

  /** Terms added since the terms were last sorted (a prefix lookup scans them one by one). */
  get unsortedTerms(): number {
    return this.recent.length;
  }

  /** How many listings are live (searchable). */
  get listings(): number {
    return this.live;
  }

  /** Adds a listing, or replaces it (the old position is marked dead). */
  put(listing: IndexedListing): void {
    this.remove(listing.id);
    if (this.size - this.tail.start >= SEGMENT_DOCS) this.freezeTail();
    const at = this.size++;
    this.ensureCapacity(this.size);
    this.alive[at] = 1;
    this.live += 1;
    this.positionOf.set(listing.id, at);
    this.id[at] = listing.id;
    for (const column of ID_COLUMNS) {
      const value = listing[column] ?? 0;
      this.ids[column][at] = value;
      if (value > this.maxIds[column]) this.maxIds[column] = value;
    }
    this.sortPrice[at] = listing.sortPrice;
    this.publishedAt[at] = listing.publishedAt;
    this.expiresAt[at] = listing.expiresAt;
    for (const name of CODED_COLUMNS) {
      const column = this.coded[name];
      const value = listing.coded[name];
      let code = column.values.indexOf(value);
      if (code < 0) code = column.values.push(value) - 1;
      column.codes[at] = code;
    }
    const lexemes = documentLexemes(listing.document);
    const tail = this.tail;
    const needed = tail.count + lexemes.size + ID_COLUMNS.length + 2;
    tail.term = grown(tail.term, needed);
    tail.doc = grown(tail.doc, needed);
    tail.position = grown(tail.position, needed);
    for (const [lexeme, positions] of lexemes) {
      let term = this.termIds.get(lexeme);
      if (term === undefined) {
        term = this.terms.push(lexeme) - 1;
        this.termIds.set(lexeme, term);
        this.recent.push(term);
        for (const character of lexeme) this.alphabet.add(character);
      }
      tail.term[tail.count] = term;
      tail.doc[tail.count] = at - tail.start;
      tail.position[tail.count] = positions[0]!;
      tail.count += 1;
      if (positions.length > 1) this.more.set(pairKey(at, term), positions);
    }
    const places: [PlaceColumn, number | string | boolean | null][] = [
      ...ID_COLUMNS.map((column): [PlaceColumn, number | null] => [column, listing[column] || null]),
      ['platform', listing.coded.platform],
      ['user', listing.userId],
    ];
    for (const [column, value] of places) {
      if (value === null) continue;
      tail.term[tail.count] = this.placeTerm(column, value, true)!;
      tail.doc[tail.count] = at - tail.start;
      tail.position[tail.count] = 0;
      tail.count += 1;
    }
    this.tailSegment = undefined;
  }

  /**
   * The term id of a place's value (a category at its level, a region, a city, the platform):
   * negative, so that no word's lookup, rank or typo ever meets it. Undefined when no listing
   * had it.
   */
  private placeTerm(
    column: PlaceColumn,
    value: number | string | boolean,
    create = false,
  ): number | undefined {
    const key = `${column}:${value}`;
    let term = this.placeTerms.get(key);
    if (term === undefined && create) this.placeTerms.set(key, (term = -1 - this.placeTerms.size));
    return term;
  }

  /**
   * The place terms a query's platform, category, region and city stand for: every match of
   * the query holds all of them (null: a choice no listing ever had, so nothing matches).
   */
  private placeTermsOf(q: MatchQuery | undefined): number[] | null {
    const out: number[] = [];
    if (!q) return out;
    const chosen: [PlaceColumn, number | string | boolean][] = q.equal.flatMap(([name, value]) =>
      name === 'platform' ? [['platform', value] as const] : [],
    );
    if (q.category === null) return null;
    if (q.category) chosen.push([q.category.level, q.category.id]);
    if (q.region !== undefined) chosen.push(['region', q.region]);
    if (q.city !== undefined) chosen.push(['city', q.city]);
    if (q.seller !== undefined) chosen.push(['user', q.seller]);
    for (const [column, value] of chosen) {
      const term = this.placeTerm(column, value);
      if (term === undefined) return null;
      out.push(term);
    }
    return out;
  }

  /**
   * One segment's listings matching every group and holding every place term, as a bitset by
   * position in it (read only: it may be one kept for the next searches; positions past the
   * last listing and dead ones may be set); undefined when none does.
   */
  private segmentBits(segment: Segment, groups: Group[], places: number[]): Uint32Array | undefined {
    const { docs } = segment;
    // A place without postings here leaves nothing, before any word is read.
    const ranges = places.map((term) => postingRange(segment, term));
    if (ranges.some(([from, to]) => from === to)) return undefined;
    // Each part's bitset, and whether it was made for this search alone (not kept, so it may
    // be written).
    const parts: (() => [Uint32Array | undefined, boolean])[] = [
      ...groups.map((g) => (): [Uint32Array | undefined, boolean] => [
        this.keptBits(segment, g.text, () => this.evaluate(segment, g.node)),
        false,
      ]),
      ...places.map((term, i) => (): [Uint32Array | undefined, boolean] => {
        const [from, to] = ranges[i]!;
        const make = () => {
          const these = new Uint32Array(SEGMENT_WORDS);
          for (let p = from; p < to; p++) these[docs[p]! >>> 5]! |= 1 << (docs[p]! & 31);
          return these;
        };
        return to - from < KEPT_FROM_POSTINGS
          ? [make(), true]
          : [this.keptBits(segment, String(term), make), false];
      }),
    ];
    // A single part's kept bitset is given as it is; the first AND writes into a bitset made
    // for this search, or a new one.
    let bits: Uint32Array | undefined;
    let owned = false;
    for (const part of parts) {
      const [these, made] = part();
      if (!these) return undefined;
      if (!bits) {
        bits = these;
        owned = made;
      } else if (owned) {
        for (let w = 0; w < SEGMENT_WORDS; w++) bits[w]! &= these[w]!;
      } else if (made) {
        for (let w = 0; w < SEGMENT_WORDS; w++) these[w]! &= bits[w]!;
        bits = these;
        owned = true;
      } else {
        const both = new Uint32Array(SEGMENT_WORDS);
        for (let w = 0; w < SEGMENT_WORDS; w++) both[w] = bits[w]! & these[w]!;
        bits = both;
        owned = true;
      }
    }
    // Neither words nor places (a search by price alone): every listing of the segment.
    return bits ?? EVERY_BIT;
  }

  /**
   * A bitset of a segment kept among its most recently used (a popular word's, a region's), as
   * search engines keep their filters' per segment: a segment's listings never change, only
   * whether each is alive (tested apart), and the growing segment is a new object at each change.
   */
  private keptBits(
    segment: Segment,
    key: string,
    make: () => Uint32Array | undefined,
  ): Uint32Array | undefined {
    let kept = this.bitsets.get(segment);
    if (!kept) this.bitsets.set(segment, (kept = new Map()));
    let bits = kept.get(key);
    if (bits !== undefined || kept.has(key)) {
      // Most recently used last (a Map keeps insertion order).
      kept.delete(key);
      kept.set(key, bits);
      return bits;
    }
    bits = make();
    kept.set(key, bits);
    if (kept.size > BITSETS_KEPT) kept.delete(kept.keys().next().value!);
    return bits;
  }

  /** Takes a listing out of the search (no longer public, or deleted); unknown ids are ignored. */
  remove(listingId: number): void {
    const at = this.positionOf.get(listingId);
    if (at === undefined) return;
    this.positionOf.delete(listingId);
    this.alive[at] = 0;
    this.live -= 1;
  }

  /**
   * Sorts the terms for prefix lookups: after a bulk load, and when many were added since (a
   * search scans those one by one).
   */
  sortTerms(): void {
    const ids = Int32Array.from(this.terms.keys());
    const terms = this.terms;
    // Code unit order is PostgreSQL's byte order (UTF-8) unless a term holds a character past
    // U+FFFF: those are compared by code point, as UTF-8 bytes order them.
    const astral = terms.some((t) => /[\uD800-\uDFFF]/.test(t));
    ids.sort(
      astral
        ? (a, b) => compareCodePoints(terms[a]!, terms[b]!)
        : (a, b) => (terms[a]! < terms[b]! ? -1 : terms[a]! > terms[b]! ? 1 : 0),
    );
    this.sorted = { terms: Array.from(ids, (i) => terms[i]!), ids };
    this.recent = [];
  }

  private ensureCapacity(n: number) {
    this.alive = grown(this.alive, n);
    this.id = grown(this.id, n);
    for (const column of ID_COLUMNS) this.ids[column] = grown(this.ids[column], n);
    this.sortPrice = grown(this.sortPrice, n);
    this.publishedAt = grown(this.publishedAt, n);
    this.expiresAt = grown(this.expiresAt, n);
    for (const name of CODED_COLUMNS) this.coded[name].codes = grown(this.coded[name].codes, n);
  }

  /** The growing segment's postings sorted by term (a counting sort: stable, listings stay in order). */
  private buildTail(): Segment {
    const { start, count, term, doc, position } = this.tail;
    const seen = new Map<number, number>();
    for (let e = 0; e < count; e++) seen.set(term[e]!, (seen.get(term[e]!) ?? 0) + 1);
    const terms = Int32Array.from(seen.keys()).sort();
    const offsets = new Int32Array(terms.length + 1);
    const slot = new Map<number, number>();
    terms.forEach((t, i) => {
      offsets[i + 1] = offsets[i]! + seen.get(t)!;
      slot.set(t, offsets[i]!);
    });
    const docs = new Uint16Array(count);
    const positions = new Uint16Array(count);
    for (let e = 0; e < count; e++) {
      const at = slot.get(term[e]!)!;
      docs[at] = doc[e]!;
      positions[at] = position[e]!;
      slot.set(term[e]!, at + 1);
    }
    return { start, terms, offsets, docs, positions };
  }

  private freezeTail() {
    if (this.tail.count > 0 || this.size > this.tail.start) this.segments.push(this.buildTail());
    this.tail = {
      start: this.size,
      count: 0,
      term: new Int32Array(0),
      doc: new Uint16Array(0),
      position: new Uint16Array(0),
    };
    this.tailSegment = undefined;
  }

  private allSegments(): Segment[] {
    if (this.tail.count === 0) return this.segments;
    this.tailSegment ??= this.buildTail();
    return [...this.segments, this.tailSegment];
  }

  /** The ids of the terms an operand meets, in the documents' order of lexemes. */
  private termsOf(term: string, prefix: boolean): number[] {
    if (!prefix) {
      const id = this.termIds.get(term);
      return id === undefined ? [] : [id];
    }
    const { terms, ids } = this.sorted;
    let low = 0;
    let high = terms.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (compareCodePoints(terms[mid]!, term) < 0) low = mid + 1;
      else high = mid;
    }
    const out: number[] = [];
    for (let i = low; i < terms.length && terms[i]!.startsWith(term); i++) out.push(ids[i]!);
    const recent = this.recent.filter((id) => this.terms[id]!.startsWith(term));
    if (recent.length === 0) return out;
    return [...out, ...recent].sort((a, b) => compareCodePoints(this.terms[a]!, this.terms[b]!));
  }

  /**
   * Calls `visit` with each entry of a term in the matches: the match's index and the term's
   * first position, segment by segment (`runs`: matching's). Where a segment holds few matches
   * against the term's postings (a common word's, among the matches of a rarer one), each match
   * is looked up in the postings by bisection instead of walking them all.
   */
  private entries(
    segments: Segment[],
    runs: number[],
    matches: Int32Array,
    dense: Int32Array,
    term: number,
    visit: (d: number, position: number) => void,
  ) {
    for (let s = 0; s < segments.length; s++) {
      const segment = segments[s]!;
      const first = runs[s]!;
      const last = runs[s + 1]!;
      if (first === last) continue;
      const [from, to] = postingRange(segment, term);
      if (from === to) continue;
      const { docs, positions, start } = segment;
      if ((last - first) * 16 < to - from) {
        for (let d = first; d < last; d++) {
          const doc = matches[d]! - start;
          let low = from;
          let high = to;
          while (low < high) {
            const mid = (low + high) >>> 1;
            if (docs[mid]! < doc) low = mid + 1;
            else high = mid;
          }
          if (low < to && docs[low] === doc) visit(d, positions[low]!);
        }
      } else {
        for (let p = from; p < to; p++) {
          const d = dense[start + docs[p]!]!;
          if (d !== 0) visit(d - 1, positions[p]!);
        }
      }
    }
  }

  /** The listings of one segment matching a tsquery node, as a bitset by position in it (or added to `into`). */
  private evaluate(segment: Segment, node: TsNode, into?: Uint32Array): Uint32Array {
    const bits = into ?? new Uint32Array(SEGMENT_WORDS);
    if (node.kind === 'term') {
      // The loops of postings() written out: every search runs this over every posting of its
      // words (a common word's are hundreds of thousands), where a call per posting costs more
      // than the posting's own work.
      const { docs } = segment;
      for (const term of this.termsOf(node.term, node.prefix)) {
        const [from, to] = postingRange(segment, term);
        for (let p = from; p < to; p++) {
          const doc = docs[p]!;
          bits[doc >>> 5]! |= 1 << (doc & 31);
        }
      }
      return bits;
    }
    if (node.kind === 'or') {
      this.evaluate(segment, node.left, bits);
      this.evaluate(segment, node.right, bits);
      return bits;
    }
    const left = this.evaluate(segment, node.left);
    const right = this.evaluate(segment, node.right);
    if (!into) {
      for (let w = 0; w < SEGMENT_WORDS; w++) left[w]! &= right[w]!;
      return left;
    }
    for (let w = 0; w < SEGMENT_WORDS; w++) into[w]! |= left[w]! & right[w]!;
    return into;
  }

  /**
   * The live listings matching every group (to_tsquery texts, queries.ts textCondition), newest
   * positions first, segment by segment: at most `limit` of them (`partial` when it stopped
   * there), the segments it read, and where each one's matches start and end among them
   * (`runs`, one more than `read`).
   */
  private matching(
    segments: Segment[],
    groups: Group[],
    places: number[],
    limit: number,
    keep?: (position: number) => boolean,
  ): { matches: Int32Array; read: Segment[]; runs: number[]; partial: boolean } {
    let out = new Int32Array(0);
    let found = 0;
    const read: Segment[] = [];
    const runs = [0];
    const alive = this.alive;
    for (let s = segments.length - 1; s >= 0; s--) {
      const segment = segments[s]!;
      read.push(segment);
      const bits = this.segmentBits(segment, groups, places);
      if (!bits) {
        runs.push(found);
        continue;
      }
      for (let w = SEGMENT_WORDS - 1; w >= 0; w--) {
        let word = bits[w]!;
        while (word !== 0) {
          const bit = 31 - Math.clz32(word);
          const at = segment.start + (w << 5) + bit;
          if (alive[at] && (keep === undefined || keep(at))) {
            if (found === limit) {
              runs.push(found);
              return { matches: out.subarray(0, found), read, runs, partial: true };
            }
            if (found === out.length) out = grown(out, Math.min(limit, found + 1));
            out[found++] = at;
          }
          word &= ~(1 << bit);
        }
      }
      runs.push(found);
    }
    return { matches: out.subarray(0, found), read, runs, partial: false };
  }

  /** ts_rank(document, query) of each match (`dense`: a position's index among the matches, plus one). */
  private ranks(
    segments: Segment[],
    runs: number[],
    query: TsNode,
    matches: Int32Array,
    dense: Int32Array,
  ): Float64Array {
    const items = rankItems(query);
    const out = new Float64Array(matches.length);
    if (!ranksByPairs(query, items) && this.more.size === 0) {
      // Words weighed alone, each entry with one position: the rank is a function of how many
      // entries the items meet (rankOrOfCount), counted without listing them.
      const counts = new Int32Array(matches.length);
      for (const item of items) {
        for (const term of this.termsOf(item.term, item.prefix)) {
          this.entries(segments, runs, matches, dense, term, (d) => (counts[d]! += 1));
        }
      }
      for (let d = 0; d < matches.length; d++) out[d] = rankOrOfCount(counts[d]!, items.length);
      return out;
    }
    // Every entry the items meet in the matches, read in one walk (item, then lexeme: calc_rank's
    // order), then grouped by match with a counting sort, which keeps that order within each.
    let walked = { d: new Int32Array(1024), item: new Int32Array(1024), first: new Int32Array(1024) };
    let n = 0;
    const terms: number[] = [];
    items.forEach((item, i) => {
      for (const term of this.termsOf(item.term, item.prefix)) {
        const from = n;
        const add = (d: number, position: number) => {
          if (n === walked.d.length) {
            walked = {
              d: grown(walked.d, n + 1),
              item: grown(walked.item, n + 1),
              first: grown(walked.first, n + 1),
            };
          }
          walked.d[n] = d;
          walked.item[n] = i;
          walked.first[n] = position;
          n += 1;
        };
        this.entries(segments, runs, matches, dense, term, add);
        // The term of each entry, for the rare pairs with several positions.
        if (this.more.size > 0) for (let e = from; e < n; e++) terms[e] = term;
      }
    });
    const starts = new Int32Array(matches.length + 1);
    for (let e = 0; e < n; e++) starts[walked.d[e]! + 1]! += 1;
    for (let d = 0; d < matches.length; d++) starts[d + 1]! += starts[d]!;
    const next = starts.slice(0, matches.length);
    const entries: DocEntries = { item: new Int32Array(n), first: new Int32Array(n) };
    for (let e = 0; e < n; e++) {
      const d = walked.d[e]!;
      const at = next[d]!++;
      entries.item[at] = walked.item[e]!;
      entries.first[at] = walked.first[e]!;
      const all = this.more.size > 0 ? this.more.get(pairKey(matches[d]!, terms[e]!)) : undefined;
      if (all) (entries.more ??= new Map()).set(at, all);
    }
    const byPairs = ranksByPairs(query, items);
    const last = new Int32Array(items.length);
    for (let d = 0; d < matches.length; d++) {
      out[d] = tsRank(entries, starts[d]!, starts[d + 1]!, items.length, byPairs, last);
    }
    return out;
  }

  /**
   * The match set (match-set.ts) of a text query: its live matches with their columns and both
   * ranks, as the SQL path's selectMatchRows gives them (`once`: answered once, then dropped).
   * `groups`, `exact` and `match` are the to_tsquery texts of search-document.ts (typos already
   * resolved). With `limit`, only the newest that many matches (`partial` when more match): a
   * common word's sample costs its first segment's postings instead of every match's. Without
   * groups, every listing meeting `only` matches (a search by its filters alone).
   */
  matchSet(
    groups: string[],
    exact: string,
    match: string,
    /** Whether the ranks are wanted (the relevance sort); otherwise they are left at 0. */
    ranked = true,
    limit = Infinity,
    /** A search's query: only the matches meeting its conditions are taken (meetsQuery). */
    only?: MatchQuery,
  ): MatchSet {
    const places = this.placeTermsOf(only);
    const {
      matches,
      read: segments,
      runs,
      partial,
    } = places
      ? this.matching(
          this.allSegments(),
          groupsOf(groups),
          places,
          limit,
          only && meetsQuery(this.columns(), only),
        )
      : { matches: new Int32Array(0), read: [], runs: [0], partial: false };
    const size = matches.length;
    // Both ranks, on the first read of either: a sample whose page is read from another set (a
    // region chosen, few of the sample in it) never ranks its matches.
    let ranks: { rankExact: Float64Array; rankMatch: Float64Array } | undefined;
    const rank = () => {
      if (ranks) return ranks;
      // Each match's index among the matches, by position: one array kept for every search and
      // cleared after it (a new one would be allocated and zeroed at the size of the index).
      const dense = (this.dense = grown(this.dense, this.size));
      for (let d = 0; d < size; d++) dense[matches[d]!] = d + 1;
      try {
        ranks = {
          rankExact: this.ranks(segments, runs, parseTsQuery(exact), matches, dense),
          rankMatch: this.ranks(segments, runs, parseTsQuery(match), matches, dense),
        };
      } finally {
        for (let d = 0; d < size; d++) dense[matches[d]!] = 0;
      }
      return ranks;
    };
    // Each column is gathered on its first read: a search reads a few of them (its filters', its
    // facets' and its sort's), and gathering one is a random read per match (memory-bound at a
    // million listings: docs/performance.md).
    const ids = {} as Record<IdColumn, Int32Array>;
    for (const c of ID_COLUMNS) {
      const column = this.ids[c];
      lazy(ids, c, () => gather(column, matches));
    }
    const coded = {} as Record<CodedColumnName, CodedColumn>;
    for (const name of CODED_COLUMNS) {
      const { codes, values } = this.coded[name];
      lazy(coded, name, () => ({ codes: gather(codes, matches), values }));
    }
    const set = {
      size,
      ids,
      maxIds: { ...this.maxIds },
      coded,
      orders: {},
      once: true,
      ...(partial ? { partial } : {}),
    } as Omit<MatchSet, 'id' | 'sortPrice' | 'publishedAt' | 'expiresAt' | 'rankExact' | 'rankMatch'>;
    if (ranked) {
      lazy(set, 'rankExact', () => rank().rankExact);
      lazy(set, 'rankMatch', () => rank().rankMatch);
    } else {
      const none = new Float64Array(size);
      Object.assign(set, { rankExact: none, rankMatch: none });
    }
    const { id, sortPrice, publishedAt, expiresAt } = this;
    lazy(set, 'id', () => gather(id, matches));
    lazy(set, 'sortPrice', () => gather(sortPrice, matches));
    lazy(set, 'publishedAt', () => gather(publishedAt, matches));
    lazy(set, 'expiresAt', () => gather(expiresAt, matches));
    return set as MatchSet;
  }

  /**
   * The ids of the first `count` live matches of the groups meeting `q` (its filters, its
   * sort), exactly as answerFromSet orders them over every match, without gathering the
   * matches: each segment's matches as a bitset, and the segments' positions in the sort's
   * order merged, each segment read only as far as the page takes from it (docs/decisions/055,
   * 058). A common word's page then costs its postings and a few steps instead of a random read
   * of each column per match; a rare choice (a sub-category in a region) walks about the
   * positions its page spans, not that many in every segment.
   */
  pageInOrder(groups: string[], q: MatchQuery & { sort: OrderedSort }, count: number): number[] {
    const nodes = groupsOf(groups);
    const places = this.placeTermsOf(q);
    if (count <= 0 || !places) return [];
    const columns = this.columns();
    const compare = comparatorOf(columns, q.sort);
    const meets = meetsQuery(columns, q);
    const alive = this.alive;
    const segments = this.allSegments();
    /** A segment's walk: its positions in order, its matches, how far it was read, and its next match (-1: none left). */
    const walks: { order: Int32Array; bits: Uint32Array; start: number; k: number; at: number }[] = [];
    const advance = (walk: (typeof walks)[number]) => {
      const { order, bits, start } = walk;
      for (let k = walk.k; k < order.length; k++) {
        const at = order[k]!;
        const bit = at - start;
        if ((bits[bit >>> 5]! & (1 << (bit & 31))) === 0 || !alive[at] || !meets(at)) continue;
        walk.k = k + 1;
        walk.at = at;
        return;
      }
      walk.k = order.length;
      walk.at = -1;
    };
    for (let s = 0; s < segments.length; s++) {
      const segment = segments[s]!;
      const bits = this.segmentBits(segment, nodes, places);
      if (!bits?.some((word) => word !== 0)) continue;
      const order = this.orderOf(segment, segments[s + 1]?.start ?? this.size, q.sort, compare);
      const walk = { order, bits, start: segment.start, k: 0, at: -1 };
      advance(walk);
      if (walk.at >= 0) walks.push(walk);
    }
    // The first of the segments' next matches, again and again (a few dozen segments at most).
    const found: number[] = [];
    while (found.length < count && walks.length > 0) {
      let first = 0;
      for (let w = 1; w < walks.length; w++) if (compare(walks[w]!.at, walks[first]!.at) < 0) first = w;
      const walk = walks[first]!;
      found.push(this.id[walk.at]!);
      advance(walk);
      if (walk.at < 0) walks.splice(first, 1);
    }
    return found;
  }

  /** The index's columns by position, as a match set's by match (sorts and filters read either). */
  private columns() {
    const { id, sortPrice, publishedAt, expiresAt, ids, coded } = this;
    const none = new Float64Array(0);
    return { id, sortPrice, publishedAt, expiresAt, ids, coded, rankExact: none, rankMatch: none };
  }

  /** A segment's positions [start, end) in a sort's order, kept with the segment. */
  private orderOf(
    segment: Segment,
    end: number,
    sort: OrderedSort,
    compare: (a: number, b: number) => number,
  ): Int32Array {
    let orders = this.orders.get(segment);
    if (!orders) this.orders.set(segment, (orders = {}));
    let order = orders[sort];
    if (!order) {
      order = new Int32Array(end - segment.start);
      for (let i = 0; i < order.length; i++) order[i] = segment.start + i;
      orders[sort] = order.sort(compare);
    }
    return order;
  }

  /**
   * The terms one letter away from `word` by typoPattern's rule (search-document.ts): one letter
   * replaced, one more, (past MIN_TYPO_LENGTH letters) one less, or two different neighbours
   * swapped; the word itself when held. The words the lexicon table gives for its pattern
   * (queries.ts resolveTypos), from the terms held here: each variant is looked up, a replaced
   * or added letter tried among the characters the terms are written with (a few dozen: a
   * thousand lookups for a word of ten letters, where the table's regular expression reads its
   * trigram index for milliseconds). Terms stay once added, as the table's words do.
   */
  wordsNear(word: string): string[] {
    const letters = [...word];
    const n = letters.length;
    const found = new Set<string>();
    const look = (candidate: string) => {
      if (this.termIds.has(candidate)) found.add(candidate);
    };
    for (let i = 0; i <= n; i++) {
      const head = letters.slice(0, i).join('');
      const from = letters.slice(i).join('');
      const after = letters.slice(i + 1).join('');
      for (const letter of this.alphabet) {
        look(head + letter + from);
        if (i < n) look(head + letter + after);
      }
      if (i < n && n > MIN_TYPO_LENGTH) look(head + after);
      if (i + 1 < n && letters[i] !== letters[i + 1]) {
        look(head + letters[i + 1]! + letters[i]! + letters.slice(i + 2).join(''));
      }
    }
    return [...found];
  }

  /**
   * The rank of each of these listings against a tsquery, as ts_rank ranks its search_vector in
   * PostgreSQL, in the order of `listingIds`; undefined when one is not held (not public, or a
   * change not read yet). What a listing's similar ads are ordered by, without the database
   * reading every candidate's search vector.
   */
  rankListings(query: string, listingIds: readonly number[]): Float64Array | undefined {
    const positions = new Int32Array(listingIds.length);
    for (let i = 0; i < listingIds.length; i++) {
      const at = this.positionOf.get(listingIds[i]!);
      if (at === undefined) return undefined;
      positions[i] = at;
    }
    // The ranks read the listings by position, segment by segment.
    const order = Array.from(positions.keys()).sort((a, b) => positions[a]! - positions[b]!);
    const matches = Int32Array.from(order, (i) => positions[i]!);
    const segments = this.allSegments();
    const runs: number[] = [];
    let d = 0;
    for (const segment of segments) {
      while (d < matches.length && matches[d]! < segment.start) d++;
      runs.push(d);
    }
    runs.push(matches.length);
    const dense = (this.dense = grown(this.dense, this.size));
    for (let m = 0; m < matches.length; m++) dense[matches[m]!] = m + 1;
    let ranked: Float64Array;
    try {
      ranked = this.ranks(segments, runs, parseTsQuery(query), matches, dense);
    } finally {
      for (let m = 0; m < matches.length; m++) dense[matches[m]!] = 0;
    }
    const out = new Float64Array(listingIds.length);
    order.forEach((i, m) => (out[i] = ranked[m]!));
    return out;
  }

  /** Rough bytes held, for the logs and the measurements (docs/performance.md). */
  bytes(): number {
    let postings = this.tail.count * 8;
    for (const s of this.segments) {
      postings += s.docs.byteLength * 2 + s.terms.byteLength * 2;
      for (const order of Object.values(this.orders.get(s) ?? {})) postings += order.byteLength;
      postings += (this.bitsets.get(s)?.size ?? 0) * SEGMENT_WORDS * 4;
    }
    const perListing = 8 * 4 + 4 * ID_COLUMNS.length + CODED_COLUMNS.length + 1;
    return postings + this.id.length * perListing + this.terms.length * 60;
  }
}

/** Code point order (UTF-8 byte order) of two strings. */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    // Surrogates (U+D800–U+DFFF) stand for code points past every other unit's.
    const fx = x >= 0xd800 ? (x < 0xe000 ? x + 0x2000 : x - 0x800) : x;
    const fy = y >= 0xd800 ? (y < 0xe000 ? y + 0x2000 : y - 0x800) : y;
    return fx - fy;
  }
  return a.length - b.length;
}
