import { describe, expect, it } from 'vitest';
import {
  answerFromSet,
  CODED_COLUMNS,
  type MatchQuery,
  type MatchSet,
  withoutFacetChoices,
} from './match-set';
import { TextIndex, type IndexedListing } from './text-index';
import { typoPattern } from './search-document';
import { parseTsQuery, pgQsort, rankItems, ranksByPairs } from './ts-rank';

function listing(id: number, document: string, extra: Partial<IndexedListing> = {}): IndexedListing {
  return {
    id,
    category: 1 + (id % 3),
    subCategory: null,
    filter: null,
    region: 1 + (id % 2),
    city: null,
    userId: 1 + (id % 4),
    sortPrice: id * 10,
    publishedAt: id * 1_000_000,
    expiresAt: Date.now() + 86_400_000,
    coded: Object.fromEntries(
      CODED_COLUMNS.map((c) => [c, c === 'platform' ? 'sales' : null]),
    ) as IndexedListing['coded'],
    document,
    ...extra,
  };
}

const idsOf = (set: MatchSet) => [...set.id].sort((a, b) => a - b);

describe('parseTsQuery and rankItems', () => {
  it('reads operands, prefixes and the precedence of & over |', () => {
    const node = parseTsQuery("'a' | 'b':* & ('c' | 'd')");
    expect(node).toEqual({
      kind: 'or',
      left: { kind: 'term', term: 'a', prefix: false },
      right: {
        kind: 'and',
        left: { kind: 'term', term: 'b', prefix: true },
        right: {
          kind: 'or',
          left: { kind: 'term', term: 'c', prefix: false },
          right: { kind: 'term', term: 'd', prefix: false },
        },
      },
    });
    expect(() => parseTsQuery("'a' &")).toThrow();
  });

  it('sorts items by bytes and keeps one of each term', () => {
    const items = rankItems(parseTsQuery("'b' | 'a':* | 'b' | 'ab'"));
    expect(items.map((i) => i.term)).toEqual(['a', 'ab', 'b']);
    expect(ranksByPairs(parseTsQuery("'a' & 'b'"), items)).toBe(true);
    expect(ranksByPairs(parseTsQuery("'a' | 'b'"), items)).toBe(false);
  });

  it("sorts as PostgreSQL's qsort does, whatever the input", () => {
    for (let n = 0; n < 120; n += 7) {
      const values = Array.from({ length: n }, (_, i) => (i * 7919) % 13);
      const sorted = [...values];
      pgQsort(sorted, (a, b) => a - b);
      expect(sorted).toEqual([...values].sort((a, b) => a - b));
    }
  });
});

describe('TextIndex', () => {
  const index = new TextIndex();
  index.put(listing(1, 'voiture occasion 0lbtr'));
  index.put(listing(2, 'voitures neuves'));
  index.put(listing(3, 'appartement meuble'));
  index.put(listing(4, 'سياره للبيع'));
  index.sortTerms();

  it('matches words, prefixes, OR within a group and AND across groups', () => {
    expect(idsOf(index.matchSet(["'voiture'"], "'voiture'", "'voiture'"))).toEqual([1]);
    expect(idsOf(index.matchSet(["'voiture':*"], "'voiture'", "'voiture':*"))).toEqual([1, 2]);
    expect(idsOf(index.matchSet(["('voiture':* | 'سياره')"], "'voiture'", "'voiture':*"))).toEqual([1, 2, 4]);
    expect(
      idsOf(index.matchSet(["'voiture':*", "'occasion':*"], "'voiture'", "'voiture':* & 'occasion':*")),
    ).toEqual([1]);
    expect(idsOf(index.matchSet(["'car'"], "'car'", "'car'"))).toEqual([]);
  });

  it('ranks as ts_rank: one word of weight D, alone and among others', () => {
    const set = index.matchSet(["'voiture':*"], "'voiture'", "'voiture':*");
    const byId = new Map([...set.id].map((id, i) => [id, i]));
    // ts_rank('voiture occasion'::tsvector, 'voiture') = 0.0607927 (0.1 / (pi^2 / 6), as a float).
    expect(set.rankExact[byId.get(1)!]).toBe(Math.fround(Math.fround(0.1) / 1.64493406685));
    expect(set.rankExact[byId.get(2)!]).toBe(0);
    expect(set.rankMatch[byId.get(2)!]).toBe(Math.fround(Math.fround(0.1) / 1.64493406685));
  });

  it('follows changes: a replaced listing is found by its new words only, a removed one not at all', () => {
    const changing = new TextIndex();
    changing.put(listing(1, 'voiture rouge'));
    changing.put(listing(2, 'velo rouge'));
    changing.sortTerms();
    changing.put(listing(1, 'voiture bleue'));
    expect(idsOf(changing.matchSet(["'rouge'"], "'rouge'", "'rouge'"))).toEqual([2]);
    expect(idsOf(changing.matchSet(["'bleu':*"], "'bleu'", "'bleu':*"))).toEqual([1]);
    changing.remove(2);
    expect(idsOf(changing.matchSet(["'rouge'"], "'rouge'", "'rouge'"))).toEqual([]);
    expect(changing.listings).toBe(1);
  });

  it('finds listings across segments of 65,536 positions', () => {
    const big = new TextIndex();
    for (let id = 1; id <= 66_000; id++) big.put(listing(id, id % 10_000 === 0 ? 'rare mot' : 'mot'));
    big.sortTerms();
    expect(idsOf(big.matchSet(["'rare'"], "'rare'", "'rare'"))).toEqual([
      10_000, 20_000, 30_000, 40_000, 50_000, 60_000,
    ]);
    big.put(listing(65_999, 'rare'));
    expect(idsOf(big.matchSet(["'rare'"], "'rare'", "'rare'"))).toEqual([
      10_000, 20_000, 30_000, 40_000, 50_000, 60_000, 65_999,
    ]);
    // The newest three, read from the last segment back: 65,999 was put last.
    const sample = big.matchSet(["'rare'"], "'rare'", "'rare'", true, 3);
    expect(idsOf(sample)).toEqual([50_000, 60_000, 65_999]);
    expect(sample.partial).toBe(true);
  }, 60_000);

  it("ranks a rare word's few matches by looking them up in a common word's postings, as walking them does", () => {
    const documents = (id: number) =>
      id % 400 === 0 ? `rare mot mot${id % 3 === 0 ? ' mot rare' : ''} fin` : `mot ${id % 7} mot`;
    const wide = new TextIndex();
    for (let id = 1; id <= 2_000; id++) wide.put(listing(id, documents(id)));
    wide.sortTerms();
    // The same matching documents alone: every posting of 'mot' is a match, walked.
    const narrow = new TextIndex();
    for (let id = 400; id <= 2_000; id += 400) narrow.put(listing(id, documents(id)));
    narrow.sortTerms();
    const ranked = (index: TextIndex) => {
      const set = index.matchSet(["'rare'", "'mot'"], "'rare' & 'mot'", "'rare' & 'mot':*");
      return [...set.id]
        .map((id, i) => [id, set.rankExact[i], set.rankMatch[i]])
        .sort((a, b) => a[0]! - b[0]!);
    };
    expect(ranked(wide)).toHaveLength(5);
    expect(ranked(wide)).toEqual(ranked(narrow));
    expect(new Set(ranked(wide).map((row) => row[1])).size).toBeGreaterThan(1);
  });

  it("ranks given listings as a match set ranks them, in the given order, across segments; none for one it doesn't hold", () => {
    const big = new TextIndex();
    const documentOf = (id: number) =>
      id % 3 === 0 ? 'renault clio diesel' : id % 3 === 1 ? 'renault megane' : 'peugeot 208';
    for (let id = 1; id <= 66_000; id++) big.put(listing(id, documentOf(id)));
    big.sortTerms();
    big.put(listing(65_998, 'clio rouge'));
    const query = "'renault' | 'clio' | 'diesel'";
    const whole = big.matchSet(["('renault' | 'clio' | 'diesel' | 'peugeot')"], query, query);
    const rankOf = new Map([...whole.id].map((id, i) => [id, whole.rankExact[i]]));
    // Unsorted ids, both segments, the tail's replaced listing, and one matching no word.
    const asked = [65_997, 3, 2, 65_998, 1, 40_002, 65_536, 65_537];
    const ranks = big.rankListings(query, asked)!;
    expect([...ranks]).toEqual(asked.map((id) => rankOf.get(id) ?? 0));
    expect(ranks[0]).toBeGreaterThan(ranks[4]!);
    expect(ranks[4]).toBeGreaterThan(0);
    expect(ranks[1]).toBe(ranks[0]);
    expect(ranks[2]).toBe(0);
    expect(big.rankListings(query, [1, 70_000])).toBeUndefined();
    big.remove(3);
    expect(big.rankListings(query, [3])).toBeUndefined();
  }, 60_000);

  it('samples the newest matches, said partial only when more match, ranked as in the whole set', () => {
    const some = new TextIndex();
    for (let id = 1; id <= 100; id++) some.put(listing(id, id % 3 === 0 ? 'mot rare mot' : `mot ${id}`));
    some.sortTerms();
    const query = ["'mot'"] as const;
    const whole = some.matchSet([...query], "'mot'", "'mot' | 'rare'");
    const sample = some.matchSet([...query], "'mot'", "'mot' | 'rare'", true, 5);
    expect(idsOf(sample)).toEqual([96, 97, 98, 99, 100]);
    expect(sample.partial).toBe(true);
    const rankOf = (set: MatchSet, id: number) => set.rankMatch[[...set.id].indexOf(id)];
    for (const id of [96, 99]) expect(rankOf(sample, id)).toBe(rankOf(whole, id));
    expect(rankOf(sample, 99)).toBeGreaterThan(rankOf(sample, 98)!);
    // Exactly as many as the limit, or fewer: the whole set.
    expect(some.matchSet([...query], "'mot'", "'mot'", true, 100).partial).toBeUndefined();
    expect(idsOf(some.matchSet(["'rare'"], "'rare'", "'rare'", true, 40))).toHaveLength(33);
    expect(whole.partial).toBeUndefined();
  });

  it('takes only the matches meeting the query, with or without the choices a facet ignores', () => {
    const mixed = new TextIndex();
    const now = Date.now();
    for (let id = 1; id <= 60; id++) {
      mixed.put(
        listing(id, 'mot', {
          // The newest 30 are announcements; of the sales, every third is expired.
          expiresAt: id % 3 === 0 ? now - 1 : now + 86_400_000,
          coded: Object.fromEntries(
            CODED_COLUMNS.map((c) => [c, c === 'platform' ? (id > 30 ? 'announcements' : 'sales') : null]),
          ) as IndexedListing['coded'],
        }),
      );
    }
    mixed.sortTerms();
    const q: MatchQuery = {
      equal: [['platform', 'sales']],
      sort: 'relevance',
      offset: 0,
      limit: 20,
      now,
      // Facets' own choices: not applied to the matches taken (the facets count the others).
      category: { level: 'category', id: 2 },
      region: 1,
    };
    const sample = mixed.matchSet(["'mot'"], "'mot'", "'mot'", false, 5, withoutFacetChoices(q));
    expect(idsOf(sample)).toEqual([23, 25, 26, 28, 29]);
    expect(sample.partial).toBe(true);
    const whole = mixed.matchSet(["'mot'"], "'mot'", "'mot'", false, Infinity, withoutFacetChoices(q));
    expect(whole.size).toBe(20);
    expect(whole.partial).toBeUndefined();
    expect(answerFromSet(whole, q)).toEqual(
      answerFromSet({ ...mixed.matchSet(["'mot'"], "'mot'", "'mot'", false), once: true }, q),
    );
    // With the choices too: the unexpired sales in category 2 and region 1 alone.
    expect(idsOf(mixed.matchSet(["'mot'"], "'mot'", "'mot'", false, Infinity, q))).toEqual([
      4, 10, 16, 22, 28,
    ]);
  });

  it("answers a page of a one-off set as the whole set's order does", () => {
    const many = new TextIndex();
    for (let id = 1; id <= 500; id++)
      many.put(listing(id, `mot ${id % 7 === 0 ? 'mot2' : ''} x${id % 5}`, { sortPrice: id % 37 }));
    many.sortTerms();
    for (const sort of ['relevance', 'newest', 'price_asc', 'price_desc'] as const) {
      for (const offset of [0, 20, 480]) {
        const q: MatchQuery = { equal: [], sort, offset, limit: 20, now: Date.now() };
        const once = many.matchSet(["'mot':*"], "'mot'", "'mot':*");
        const kept = { ...many.matchSet(["'mot':*"], "'mot'", "'mot':*"), once: false, orders: {} };
        expect(answerFromSet(once, q)).toEqual(answerFromSet(kept, q));
      }
    }
  });

  it("reads a page in a sort's order, across segments and changes, as the whole set answers it", () => {
    const big = new TextIndex();
    const now = Date.now();
    // Ties in price and date (the id breaks them), expired listings, two platforms, three
    // regions and cities, listings of 'mot' in every segment and a rarer word.
    const make = (id: number, word = id % 11 === 0 ? 'mot rare' : id % 3 === 0 ? 'autre' : 'mot') =>
      listing(id, word, {
        sortPrice: (id * 7919) % 500,
        publishedAt: Math.floor(id / 3) * 1_000_000,
        expiresAt: id % 17 === 0 ? now - 1 : now + 86_400_000,
        region: 1 + (id % 3),
        city: id % 5 === 0 ? null : 10 + (id % 4),
        subCategory: id % 2 ? 20 + (id % 3) : null,
        coded: Object.fromEntries(
          CODED_COLUMNS.map((c) => [c, c === 'platform' ? (id % 4 === 0 ? 'announcements' : 'sales') : null]),
        ) as IndexedListing['coded'],
      });
    for (let id = 1; id <= 140_000; id++) big.put(make(id));
    big.sortTerms();
    // Changes after the orders were first made: the growing segment's are made again, a
    // replaced listing is found at its new place only, a removed one not at all.
    const queries: MatchQuery[] = [];
    for (const sort of ['newest', 'price_asc', 'price_desc'] as const) {
      queries.push(
        { equal: [], sort, offset: 0, limit: 20, now },
        { equal: [['platform', 'sales']], sort, offset: 40, limit: 20, now, priceMax: 300 },
        { equal: [], sort, offset: 0, limit: 20, now, priceMin: 100, priceMax: 120, region: 2 },
        {
          equal: [],
          sort,
          offset: 0,
          limit: 20,
          now,
          category: { level: 'subCategory', id: 21 },
          region: 3,
          city: 11,
        },
        { equal: [], sort, offset: 0, limit: 20, now, category: null },
        { equal: [['platform', 'nowhere']], sort, offset: 0, limit: 20, now },
      );
    }
    const check = () => {
      for (const groups of [["'mot'"], ["'rare'"], ["'mot'", "'rare'"]]) {
        const whole = { ...big.matchSet(groups, groups[0]!, groups[0]!, false), once: false, orders: {} };
        for (const q of queries) {
          const sort = q.sort as Exclude<typeof q.sort, 'relevance'>;
          const expected = answerFromSet(whole, q).page;
          expect(big.pageInOrder(groups, { ...q, sort }, q.offset + q.limit).slice(q.offset)).toEqual(
            expected,
          );
          // The matches meeting the query, its category, region and city read from their postings.
          expect(big.matchSet(groups, groups[0]!, groups[0]!, false, Infinity, q).size).toBe(
            answerFromSet(whole, q).total,
          );
        }
      }
    };
    check();
    expect(big.pageInOrder(["'mot'"], { equal: [], sort: 'newest', offset: 0, limit: 5, now }, 5)).toEqual([
      // 139,998 and 139,995 hold 'autre'; 140,000 and 139,999 were published together.
      140_000, 139_999, 139_997, 139_996, 139_994,
    ]);
    big.put(make(5, 'mot'));
    // Moved to another region and city: found in the new ones only.
    big.put({ ...make(8, 'mot'), region: 2, city: 11 });
    big.put({ ...make(139_999, 'mot'), sortPrice: 0, publishedAt: 0 });
    big.remove(140_000);
    big.put(make(140_001, 'mot rare'));
    check();
    expect(big.pageInOrder(["'mot'"], { equal: [], sort: 'newest', offset: 0, limit: 3, now }, 3)).toEqual([
      140_001, 139_997, 139_996,
    ]);
    expect(
      big.pageInOrder(["'nothing'"], { equal: [], sort: 'newest', offset: 0, limit: 3, now }, 3),
    ).toEqual([]);
  }, 60_000);

  it("finds a seller's listings by their postings, in every sort, without keeping a bitset for each seller", () => {
    const index = new TextIndex();
    const now = Date.now();
    // Three segments; 100 sellers of a few listings each across them, and one large seller.
    const sellerOf = (id: number) => (id % 467 === 0 ? 2 + (id % 100) : 1);
    for (let id = 1; id <= 140_000; id++) {
      index.put(
        listing(id, id % 2 ? 'mot' : 'autre', {
          userId: sellerOf(id),
          sortPrice: (id * 7919) % 500,
          expiresAt: id % 13 === 0 ? now - 1 : now + 86_400_000,
        }),
      );
    }
    index.sortTerms();
    const base = { equal: [], offset: 0, limit: 1_000, now } satisfies Partial<MatchQuery>;
    const all = index.matchSet([], '', '', false);
    // Every listing's id, and those holding 'mot'; expired listings are no match of a query.
    const unexpired = (set: MatchSet) => [...set.id].filter((id) => id % 13 !== 0);
    const wholes = new Map([
      ['', unexpired(all)],
      ["'mot'", unexpired(index.matchSet(["'mot'"], '', '', false))],
    ]);
    const ofSeller = (seller: number, groups: string[]) =>
      wholes.get(groups[0] ?? '')!.filter((id) => sellerOf(id) === seller);
    for (let seller = 2; seller < 102; seller++) {
      for (const groups of [[], ["'mot'"]]) {
        const expected = ofSeller(seller, groups);
        const q: MatchQuery = { ...base, sort: 'newest', seller };
        const found = index.matchSet(groups, '', '', false, Infinity, q);
        expect(idsOf(found)).toEqual([...expected].sort((a, b) => a - b));
        for (const sort of ['newest', 'price_asc', 'price_desc'] as const) {
          const page = index.pageInOrder(groups, { ...q, sort }, 3);
          const whole = { ...found, once: false, orders: {} };
          expect(page).toEqual(answerFromSet(whole, { ...q, sort, limit: 3 }).page);
        }
      }
    }
    // The large seller's bitsets are kept, as a region's are; none of the small ones' is.
    expect(
      idsOf(index.matchSet([], '', '', false, Infinity, { ...base, sort: 'newest', seller: 1 })),
    ).toHaveLength(ofSeller(1, []).length);
    const segments = (index as unknown as { segments: object[] }).segments;
    const kept = (index as unknown as { bitsets: WeakMap<object, Map<string, unknown>> }).bitsets;
    for (const segment of segments) expect(kept.get(segment)!.size).toBeLessThanOrEqual(3);
  }, 60_000);

  it('sees every change past the bitsets it keeps per segment', () => {
    const kept = new TextIndex();
    // Two full segments and a growing one.
    // 'moto' in 280 listings, half of them in region 1 (the even ids).
    for (let id = 1; id <= 140_000; id++) kept.put(listing(id, id % 1000 <= 1 ? 'moto' : 'autre'));
    kept.sortTerms();
    const moto = () => idsOf(kept.matchSet(["'mo':*"], "'mo'", "'mo':*", false));
    const inRegion = () =>
      idsOf(
        kept.matchSet(["'mo':*"], "'mo'", "'mo':*", false, Infinity, {
          equal: [],
          sort: 'newest',
          offset: 0,
          limit: 20,
          now: Date.now(),
          region: 1,
        }),
      );
    expect(moto()).toHaveLength(280);
    expect(inRegion()).toHaveLength(140);
    // A new word under the prefix, a listing moved to the other region, one removed.
    kept.put(listing(140_001, 'motard'));
    kept.put({ ...listing(2000, 'moto'), region: 2 });
    kept.remove(3000);
    expect(moto()).toHaveLength(280);
    expect(moto()).toContain(140_001);
    expect(moto()).not.toContain(3000);
    expect(inRegion()).toHaveLength(138);
    expect(inRegion()).not.toContain(2000);
  });

  it("finds the words one letter away that the lexicon's typo pattern finds, in Latin and Arabic", () => {
    const typos = new TextIndex();
    const words = [
      'voiture',
      'voitures',
      'voitre',
      'voitrue',
      'oviture',
      'voituree',
      'vvoiture',
      'toiture',
      'voiturette',
      'voir',
      'telephone',
      'telephome',
      'telefone',
      'telephones',
      'telphone',
      'bicycle',
      'bicycel',
      'bicyle',
      'plombier',
      'plombierr',
      'machine',
      'machne',
      'fridges',
      'fridge',
      'سيارة',
      'سياره',
      'سيارات',
      'غسالة',
      'غسالت',
      'غسالةة',
      'حانوت',
      'حانون',
      'appartement',
      'apartement',
      'appartment',
      'appartemen',
      'a1b2c',
      'transport',
      'sport',
    ];
    words.forEach((word, i) => typos.put(listing(i + 1, `${word} x${i}`)));
    const held = [...words, ...words.map((_, i) => `x${i}`)];
    for (const word of [
      'voiture',
      'telephone',
      'bicycle',
      'plombier',
      'machine',
      'fridges',
      'سيارة',
      'غسالة',
      'حانوت',
      'apartement',
      'sports',
    ]) {
      const pattern = new RegExp(typoPattern(word)!, 'u');
      const expected = held.filter((w) => pattern.test(w)).sort();
      expect(typos.wordsNear(word).sort(), word).toEqual(expected);
      expect(expected.length, word).toBeGreaterThan(0);
    }
  });
});
