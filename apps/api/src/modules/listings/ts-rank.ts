/**
 * PostgreSQL's ts_rank (src/backend/utils/adt/tsrank.c, default weights, normalization 0) on
 * the search documents of search-document.ts, for the in-memory index (search-index.ts): the
 * relevance sort of the SQL path orders by ts_rank, and the index must order its matches the
 * same way, ties included (docs/decisions/052). The float arithmetic is PostgreSQL's: `float`
 * (32 bits, Math.fround) where tsrank.c stores a float, doubles where C promotes to double.
 */

/** A tsquery as search-document.ts writes them: quoted terms, `:*` prefixes, `&`, `|`, parentheses. */
export type TsNode =
  { kind: 'term'; term: string; prefix: boolean } | { kind: 'and' | 'or'; left: TsNode; right: TsNode };

/**
 * Parses the to_tsquery text the search writes (search-document.ts, resolveTypos): operands are
 * quoted letters and digits; `&` binds tighter than `|`, both to the left, as in PostgreSQL.
 */
export function parseTsQuery(text: string): TsNode {
  let at = 0;
  const skip = () => {
    while (text[at] === ' ') at++;
  };
  const operand = (): TsNode => {
    skip();
    if (text[at] === '(') {
      at++;
      const node = or();
      skip();
      if (text[at] !== ')') throw new Error(`tsquery: ')' expected at ${at}`);
      at++;
      return node;
    }
    if (text[at] !== "'") throw new Error(`tsquery: operand expected at ${at}`);
    let term = '';
    at++;
    for (;;) {
      if (at >= text.length) throw new Error('tsquery: unterminated operand');
      if (text[at] === "'") {
        if (text[at + 1] === "'") {
          term += "'";
          at += 2;
          continue;
        }
        at++;
        break;
      }
      term += text[at++];
    }
    const prefix = text.startsWith(':*', at);
    if (prefix) at += 2;
    return { kind: 'term', term, prefix };
  };
  const and = (): TsNode => {
    let node = operand();
    for (skip(); text[at] === '&'; skip()) {
      at++;
      node = { kind: 'and', left: node, right: operand() };
    }
    return node;
  };
  const or = (): TsNode => {
    let node = and();
    for (skip(); text[at] === '|'; skip()) {
      at++;
      node = { kind: 'or', left: node, right: and() };
    }
    return node;
  };
  const node = or();
  skip();
  if (at !== text.length) throw new Error(`tsquery: unexpected '${text[at]}' at ${at}`);
  return node;
}

export interface RankItem {
  term: string;
  prefix: boolean;
}

/** Byte order of UTF-8 strings, then length: tsCompareString without prefix. */
export function compareTerms(a: string, b: string): number {
  if (a === b) return 0;
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

/** PostgreSQL's qsort (src/include/lib/sort_template.h), whose order of equal items matters here. */
export function pgQsort<T>(items: T[], compare: (a: T, b: T) => number): void {
  const swap = (i: number, j: number) => {
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  };
  const swapn = (i: number, j: number, n: number) => {
    for (let k = 0; k < n; k++) swap(i + k, j + k);
  };
  const cmp = (i: number, j: number) => compare(items[i]!, items[j]!);
  const med3 = (a: number, b: number, c: number) =>
    cmp(a, b) < 0 ? (cmp(b, c) < 0 ? b : cmp(a, c) < 0 ? c : a) : cmp(b, c) > 0 ? b : cmp(a, c) < 0 ? a : c;
  const sort = (a: number, n: number): void => {
    for (;;) {
      if (n < 7) {
        for (let pm = a + 1; pm < a + n; pm++)
          for (let pl = pm; pl > a && cmp(pl - 1, pl) > 0; pl--) swap(pl, pl - 1);
        return;
      }
      let presorted = true;
      for (let pm = a + 1; pm < a + n; pm++) {
        if (cmp(pm - 1, pm) > 0) {
          presorted = false;
          break;
        }
      }
      if (presorted) return;
      let pm = a + Math.floor(n / 2);
      if (n > 7) {
        let pl = a;
        let pn = a + n - 1;
        if (n > 40) {
          const d = Math.floor(n / 8);
          pl = med3(pl, pl + d, pl + 2 * d);
          pm = med3(pm - d, pm, pm + d);
          pn = med3(pn - 2 * d, pn - d, pn);
        }
        pm = med3(pl, pm, pn);
      }
      swap(a, pm);
      let pa = a + 1;
      let pb = pa;
      let pc = a + n - 1;
      let pd = pc;
      for (;;) {
        let r: number;
        while (pb <= pc && (r = cmp(pb, a)) <= 0) {
          if (r === 0) swap(pa++, pb);
          pb++;
        }
        while (pb <= pc && (r = cmp(pc, a)) >= 0) {
          if (r === 0) swap(pc, pd--);
          pc--;
        }
        if (pb > pc) break;
        swap(pb++, pc--);
      }
      const pn = a + n;
      let d1 = Math.min(pa - a, pb - pa);
      swapn(a, pb - d1, d1);
      d1 = Math.min(pd - pc, pn - pd - 1);
      swapn(pb, pn - d1, d1);
      d1 = pb - pa;
      const d2 = pd - pc;
      if (d1 <= d2) {
        if (d1 > 1) sort(a, d1);
        if (d2 <= 1) return;
        a = pn - d2;
        n = d2;
      } else {
        if (d2 > 1) sort(pn - d2, d2);
        if (d1 <= 1) return;
        n = d1;
      }
    }
  };
  sort(0, items.length);
}

/**
 * The distinct operands ts_rank weighs (SortAndUniqItems): in the order of the query's items
 * (an operator, then its right operand, then its left), sorted by PostgreSQL's qsort and
 * deduplicated by term alone — of `'x'` and `'x':*`, the one its sort puts first counts.
 */
export function rankItems(node: TsNode): RankItem[] {
  const items: RankItem[] = [];
  const walk = (n: TsNode) => {
    if (n.kind === 'term') items.push({ term: n.term, prefix: n.prefix });
    else {
      walk(n.right);
      walk(n.left);
    }
  };
  walk(node);
  if (items.length < 2) return items;
  const keys = new Map(items.map((item) => [item, Buffer.from(item.term, 'utf8')]));
  const compare = (a: RankItem, b: RankItem) => Buffer.compare(keys.get(a)!, keys.get(b)!);
  pgQsort(items, compare);
  const out = [items[0]!];
  for (let i = 1; i < items.length; i++)
    if (compare(items[i]!, out[out.length - 1]!) !== 0) out.push(items[i]!);
  return out;
}

/** Whether ts_rank weighs the query by pairs of its words (calc_rank_and) rather than alone. */
export const ranksByPairs = (node: TsNode, items: RankItem[]) => node.kind === 'and' && items.length >= 2;

const f = Math.fround;
/** The weight of a position without a label (D): the default weights' first, as a float. */
const WEIGHT_D = f(0.1);
/** calc_rank_and's weight of a pair of words this far apart, as a float (word_distance). */
function wordDistance(distance: number): number {
  if (distance > 100) return f(1e-30);
  return f(1.0 / (1.005 + 0.05 * Math.exp(f(distance) / 1.5 - 2)));
}
const DISTANCE = Array.from({ length: 101 }, (_, d) => wordDistance(d));
/** Positions past this are recorded as it (MAXENTRYPOS - 1). */
const MAX_ENTRY_POS = 16384;

/** What one entry of a document (a lexeme an item meets) adds in calc_rank_or, by its positions' count. */
function orTerm(positions: number): number {
  let resj = 0;
  for (let j = 0; j < positions; j++) resj = f(resj + f(WEIGHT_D / f((j + 1) * (j + 1))));
  // wjm is the first position's weight (all are D), jm 0.
  return f(f(WEIGHT_D + resj) - WEIGHT_D) / 1.64493406685;
}
const OR_TERMS = Array.from({ length: 257 }, (_, n) => orTerm(n));

/**
 * The entries of documents that a query's items meet, flat: for each document a run of
 * entries in calc_rank's order — item by item (rankItems' order), and within an item its
 * lexemes in the document's order. `first` is an entry's position; `more` holds all of them for
 * the rare entry with several (a document's words are distinct: nearly every lexeme has one).
 */
export interface DocEntries {
  item: Int32Array;
  first: Int32Array;
  more?: Map<number, number[]>;
}

/**
 * ts_rank(document, query) of one document, whose entries are `start` to `end` (excluded):
 * calc_rank's result as a float. `items` is how many distinct items the query has.
 */
export function tsRank(
  entries: DocEntries,
  start: number,
  end: number,
  items: number,
  byPairs: boolean,
  /** Scratch of `items` slots (calc_rank_and's last positions per item), reused between calls. */
  last: Int32Array = new Int32Array(items),
): number {
  let res = byPairs ? rankAnd(entries, start, end, last) : rankOr(entries, start, end, items);
  if (res < 0) res = f(1e-20);
  return res;
}

/** calc_rank_or's sums of n entries of one position each (the same float added n times). */
const OR_SUMS = [0];

/** ts_rank of a query weighing words alone, for a document meeting `count` entries of one position each. */
export function rankOrOfCount(count: number, items: number): number {
  while (OR_SUMS.length <= count) OR_SUMS.push(f(OR_SUMS[OR_SUMS.length - 1]! + OR_TERMS[1]!));
  const res = OR_SUMS[count]!;
  return items > 0 ? f(res / items) : res;
}

const positionsOf = (entries: DocEntries, e: number) => entries.more?.get(e) ?? [entries.first[e]!];

function rankOr(entries: DocEntries, start: number, end: number, items: number): number {
  let res = 0;
  for (let e = start; e < end; e++) {
    const count = entries.more?.get(e)?.length ?? 1;
    res = f(res + OR_TERMS[Math.min(count, 256)]!);
  }
  return items > 0 ? f(res / items) : res;
}

/** A pair of positions' weight in calc_rank_and. */
function pairWeight(l: number, p: number): number {
  const dist = Math.abs(l - p);
  const distance = dist <= 100 ? DISTANCE[dist]! : f(1e-30);
  return f(Math.sqrt(f(f(WEIGHT_D * WEIGHT_D) * distance)));
}

function rankAnd(entries: DocEntries, start: number, end: number, last: Int32Array): number {
  let res = -1;
  // The last entry of each item so far (pos[] in calc_rank_and), -1 for none.
  last.fill(-1);
  const { item, first, more } = entries;
  for (let e = start; e < end; e++) {
    const i = item[e]!;
    for (let k = 0; k < i; k++) {
      const c = last[k]!;
      if (c < 0) continue;
      if (!more || (!more.has(e) && !more.has(c))) {
        // Only positions clamped at the end of a long document are shared (a pair apart by 0 is skipped).
        if (first[e] === first[c]) continue;
        const curw = pairWeight(first[e]!, first[c]!);
        res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
        continue;
      }
      for (const l of positionsOf(entries, e)) {
        for (const p of positionsOf(entries, c)) {
          if (l === p) continue;
          const curw = pairWeight(l, p);
          res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
        }
      }
    }
    last[i] = e;
  }
  return res;
}

/** Longest lexeme to_tsvector keeps, in bytes (longer words are dropped, MAXSTRLEN). */
const MAX_LEXEME_BYTES = 2047;
/** Positions kept per lexeme (MAXNUMPOS). */
const MAX_POSITIONS = 256;

/**
 * The lexemes of to_tsvector('simple', document) with their positions, for a search document
 * (search-document.ts: folded words of letters and digits separated by single spaces, each its
 * own token): a position per word, from 1, capped at 16,383; a lexeme's positions distinct, 256
 * at most.
 */
export function documentLexemes(document: string): Map<string, number[]> {
  const out = new Map<string, number[]>();
  let position = 0;
  for (const word of document.split(' ')) {
    if (!word) continue;
    if (word.length * 3 >= MAX_LEXEME_BYTES && Buffer.byteLength(word, 'utf8') >= MAX_LEXEME_BYTES) continue;
    position += 1;
    const at = Math.min(position, MAX_ENTRY_POS - 1);
    const positions = out.get(word);
    if (!positions) out.set(word, [at]);
    else if (positions.length < MAX_POSITIONS && positions[positions.length - 1] !== at) positions.push(at);
  }
  return out;
}
