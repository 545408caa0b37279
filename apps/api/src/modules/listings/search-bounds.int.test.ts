import { listingSearchQuerySchema, type ListingSearchQuery } from '@portal/contract/listings';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { api, createUser } from '../../../test/session';
import { listings, searchVersion } from '../../db/schema/index';
import { expireListings } from './expire-listings';
import type { MatchSet } from './match-set';
import { buildTextQuery } from './search-document';
import { createSearchIndex } from './search-index';
import { TextIndex } from './text-index';
import { searchListings, type SearchMemos } from './search-listings';
import { dataVersion } from '../../db/data-versions';
import { createSearchMemo } from './search-memo';
import { firstBranch, insertListing, type Branch } from './testing';

/**
 * Past a bound, a search stops counting: the total is a lower bound said to be one, the
 * facets are counted over a sample and said to be, and the relevance sort ranks a bounded
 * set of candidates. Below it nothing changes: exact totals and facets.
 */
describe('listings search past its counting bound', () => {
  let t: TestApp;
  let branch: Branch;
  const db = () => t.testDb.database.db;
  const deps = () => ({ db: db(), storage: undefined as never });
  // A word no other test's listing holds, so the counts are this file's alone.
  const WORD = 'zorblaxe';
  const REGIONS = [16, 16, 16, 16, 31, 31, 9, 9];

  beforeAll(async () => {
    t = await buildTestApp();
    branch = await firstBranch(db(), 'sales');
    const user = await createUser(db());
    for (const [index, regionId] of REGIONS.entries()) {
      await insertListing(db(), {
        userId: user.id,
        platform: 'sales',
        title: index === 0 ? `${WORD} ${WORD} neuf` : `${WORD}s numéro ${index}`,
        categoryId: branch.category,
        subCategoryId: branch.subCategory,
        regionId,
      });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  /** The in-memory index loaded now, and what a search reads it through at this version. */
  const loadIndex = async () => {
    const index = createSearchIndex(db(), { wait: true });
    const version = await dataVersion(db(), 'listings');
    const memos = {
      textIndex: (text, groups, ranked, limit, only) =>
        index.matchSet(version, text, groups, ranked, limit, only),
      pageInOrder: (groups, query, count) => index.pageInOrder(version, groups, query, count),
    } satisfies SearchMemos;
    return { index, version, memos };
  };

  const query = (params: Record<string, string>): ListingSearchQuery =>
    listingSearchQuerySchema.parse({ platform: 'sales', q: WORD, ...params });
  // Without match sets: the database path, the one that counts with a bound.
  const inDatabase = (params: Record<string, string>, cap: number) =>
    searchListings(deps(), query(params), 'fr', {}, cap);

  it('says a total past the bound is a lower bound, and samples the facets', async () => {
    const answer = await inDatabase({}, 5);
    expect(answer.total).toBe(5);
    expect(answer.total_exact).toBe(false);
    expect(answer.facets_exact).toBe(false);
    // The sampled facets still list values, with counts no larger than the truth.
    expect(answer.facets.regions.length).toBeGreaterThan(0);
    for (const region of answer.facets.regions) {
      expect(region.count).toBeLessThanOrEqual(REGIONS.filter((r) => r === region.id).length);
    }
  });

  it('counts exactly when the chosen filters leave fewer than the bound, though the facets were sampled', async () => {
    const answer = await inDatabase({ region_id: '31' }, 5);
    expect(answer.total).toBe(2);
    expect(answer.total_exact).toBe(true);
    expect(answer.facets_exact).toBe(false);
    expect(answer.data).toHaveLength(2);
  });

  it('keeps exact totals and facets below the bound', async () => {
    const answer = await inDatabase({}, 20);
    expect(answer.total).toBe(REGIONS.length);
    expect(answer.total_exact).toBe(true);
    expect(answer.facets_exact).toBe(true);
    expect(answer.facets.regions).toEqual([
      expect.objectContaining({ id: 16, count: 4 }),
      expect.objectContaining({ id: 9, count: 2 }),
      expect.objectContaining({ id: 31, count: 2 }),
    ]);
  });

  it('ranks by relevance a bounded set of candidates, in the order of the whole ranking', async () => {
    const all = await inDatabase({ per_page: '20' }, 20);
    const bounded = await inDatabase({ per_page: '20' }, 3);
    // At most the bound and one more are ranked; pages past them are empty.
    expect(bounded.data.length).toBeLessThanOrEqual(4);
    expect(all.data).toHaveLength(REGIONS.length);
    // The candidates keep among themselves the order of the whole ranking.
    const order = all.data.map((card) => card.id);
    const positions = bounded.data.map((card) => order.indexOf(card.id));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect((await inDatabase({ per_page: '20', page: '2' }, 3)).data).toHaveLength(0);
  });

  it('gives the pages of the newest and price sorts past the bound as every match orders them', async () => {
    for (const sort of ['newest', 'price_asc', 'price_desc']) {
      for (const [perPage, page] of [
        ['2', '1'],
        ['2', '2'],
        ['2', '4'],
        ['20', '1'],
      ] as const) {
        const params = { sort, per_page: perPage, page };
        // Under the bound of 20 every match is read and ordered; past the bound of 3 the page
        // comes from the first listings of the order (8 of them) or, when fewer than the
        // page's end match there, from every match.
        const exact = await inDatabase(params, 20);
        const bounded = await inDatabase(params, 3);
        expect(bounded.total_exact, JSON.stringify(params)).toBe(false);
        expect(
          bounded.data.map((card) => card.id),
          JSON.stringify(params),
        ).toEqual(exact.data.map((card) => card.id));
      }
    }
  });

  it("reads a misspelt word's corrections from the lexicon once while they are kept", async () => {
    const kept = new Map<string, Promise<string[]>>();
    let reads = 0;
    const typos = (pattern: string, read: () => Promise<string[]>) => {
      if (!kept.has(pattern)) {
        reads += 1;
        kept.set(pattern, read());
      }
      return kept.get(pattern)!;
    };
    // One letter off the word: found through the lexicon's corrections.
    const misspelt = listingSearchQuerySchema.parse({ platform: 'sales', q: 'zorblaxa' });
    const plain = await searchListings(deps(), misspelt, 'fr', {});
    expect(plain.total).toBe(REGIONS.length);
    for (const sort of ['relevance', 'newest']) {
      const answer = await searchListings(deps(), { ...misspelt, sort: sort as 'newest' }, 'fr', { typos });
      expect(answer.total).toBe(REGIONS.length);
    }
    expect(reads).toBe(1);
    expect(await [...kept.values()][0]).toContain(WORD);
  });

  it('answers every match from a match set with an exact total', async () => {
    const sets = new Map<string, Promise<MatchSet | null>>();
    const answer = await searchListings(
      deps(),
      query({}),
      'fr',
      {
        matchSets: (key, build) => {
          if (!sets.has(key)) sets.set(key, build());
          return sets.get(key)!;
        },
      },
      5,
    );
    expect(sets.size).toBe(1);
    expect(answer.total).toBe(REGIONS.length);
    expect(answer.total_exact).toBe(true);
    expect(answer.facets_exact).toBe(true);
  });

  it("ranks the in-memory index's newest matches past the bound, and reads a region's own matches when the sample holds too few", async () => {
    const word = 'quaxolite';
    const user = await createUser(db());
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) {
      const listing = await insertListing(db(), {
        userId: user.id,
        platform: 'sales',
        title: i % 3 === 0 ? `${word} neuf` : `${word}s numéro ${i}`,
        categoryId: branch.category,
        subCategoryId: branch.subCategory,
        regionId: i === 0 ? 31 : 25,
      });
      ids.push(listing.id);
    }
    // Without pages read in order: the other sorts read every match.
    const {
      index,
      version,
      memos: { textIndex },
    } = await loadIndex();
    // A bound of 1 and pages of 5: the sample, the newest 2 of the 10 matches (the bound and
    // one), holds fewer than the page, so the newest 6 (the page and one) are read and ranked.
    const search = (params: Record<string, string>, cap = 1) =>
      searchListings(
        deps(),
        listingSearchQuerySchema.parse({ platform: 'sales', q: word, per_page: '5', ...params }),
        'fr',
        { textIndex },
        cap,
      );
    try {
      const sampled = await search({});
      expect(sampled).toMatchObject({ total: 1, total_exact: false, facets_exact: false });
      expect(sampled.data).toHaveLength(5);
      // The page is the whole ranking's without the four matches not read (the whole ranking
      // puts some of them on its first page). Which four: those at the index's oldest
      // positions, usually the listings inserted first; a listing the index also read again
      // from the changes logged while it loaded takes a newer position.
      const text = buildTextQuery(word)!;
      const held = [...(await index.matchSet(version, text, text.groups, true, 6))!.id];
      expect(held).toHaveLength(6);
      const whole = (await search({ per_page: '20' }, 20)).data.map((card) => card.id);
      expect(whole).toHaveLength(10);
      expect(whole.slice(0, 5).some((id) => !held.includes(id))).toBe(true);
      expect(sampled.data.map((card) => card.id)).toEqual(
        whole.filter((id) => held.includes(id)).slice(0, 5),
      );
      // A page the sample fills: the first of its two matches in the ranking.
      const newest = [...(await index.matchSet(version, text, text.groups, true, 2))!.id];
      const first = await search({ per_page: '1' });
      expect(first).toMatchObject({ total: 1, total_exact: false, facets_exact: false });
      expect(first.data.map((card) => card.id)).toEqual(
        whole.filter((id) => newest.includes(id)).slice(0, 1),
      );
      // Only the oldest is in its region: the sample holds none, so the region's own matches
      // are read, all of them, for an exact total and page; the facets stay the sample's.
      const ranks = vi.spyOn(TextIndex.prototype as unknown as { ranks: () => Float64Array }, 'ranks');
      let narrowed: Awaited<ReturnType<typeof search>> | undefined;
      try {
        narrowed = await search({ region_id: '31' });
        // The sample set aside is never ranked: only the region's own matches are (the words as
        // typed, then every group).
        expect(ranks).toHaveBeenCalledTimes(2);
      } finally {
        ranks.mockRestore();
      }
      expect(narrowed).toMatchObject({ total: 1, total_exact: true, facets_exact: false });
      expect(narrowed.data.map((card) => card.id)).toEqual([ids[0]]);
      // A page past the sample's, and the other sorts: every match.
      expect(await search({ page: '2' })).toMatchObject({ total: 10, total_exact: true });
      expect(await search({ sort: 'newest' })).toMatchObject({ total: 10, total_exact: true });
    } finally {
      index.close();
    }
  });

  it("reads the other sorts' pages in their order over every match past the bound, the counts from the sample", async () => {
    const word = 'zumbolite';
    const user = await createUser(db());
    for (let i = 0; i < 12; i++) {
      await insertListing(db(), {
        userId: user.id,
        platform: 'sales',
        title: `${word} numéro ${i}`,
        categoryId: branch.category,
        subCategoryId: branch.subCategory,
        regionId: i % 4 === 0 ? 31 : 25,
        // Prices apart from the order of insertion, two of them equal (the id breaks the tie).
        price: ((i * 7) % 12) * 100_000 + (i === 5 ? 200_000 : 0),
      });
    }
    const { index, memos } = await loadIndex();
    const search = (params: Record<string, string>, cap: number, withIndex = true) =>
      searchListings(
        deps(),
        listingSearchQuerySchema.parse({ platform: 'sales', q: word, per_page: '3', ...params }),
        'fr',
        withIndex ? memos : {},
        cap,
      );
    try {
      for (const sort of ['newest', 'price_asc', 'price_desc']) {
        for (const page of ['1', '2']) {
          // A bound of 1: the sample is the newest 8 of the 12 matches, more than the bound
          // pass, so the total is the bound's and the facets the sample's; the page is every
          // match's, as the database orders them.
          const bounded = await search({ sort, page }, 1);
          expect(bounded).toMatchObject({ total: 1, total_exact: false, facets_exact: false });
          const whole = await search({ sort, page }, 100, false);
          expect(whole).toMatchObject({ total: 12, total_exact: true });
          expect(bounded.data.map((card) => card.id)).toEqual(whole.data.map((card) => card.id));
          expect(bounded.data).toHaveLength(3);
        }
      }
      // Few pass in the sample (one region's): the region's own matches are read, all of them,
      // counted exactly; the facets stay the sample's.
      const narrowed = await search({ sort: 'price_asc', region_id: '31' }, 1);
      expect(narrowed).toMatchObject({ total: 3, total_exact: true, facets_exact: false });
      expect(narrowed.data.map((card) => card.id)).toEqual(
        (await search({ sort: 'price_asc', region_id: '31' }, 100, false)).data.map((card) => card.id),
      );
    } finally {
      index.close();
    }
  });

  it("reads a region's own matches past the bound when the sample holds too few of them", async () => {
    const word = 'plomquite';
    const user = await createUser(db());
    const inRegion: number[] = [];
    for (let i = 0; i < 20; i++) {
      const listing = await insertListing(db(), {
        userId: user.id,
        platform: 'sales',
        title: `${word} numéro ${i}`,
        categoryId: branch.category,
        subCategoryId: branch.subCategory,
        // The oldest 12 in region 31: the sample of the newest 8 holds few of them, if any.
        regionId: i < 12 ? 31 : 25,
        price: ((i * 7) % 20) * 100_000,
      });
      if (i < 12) inRegion.push(listing.id);
    }
    const { index, memos } = await loadIndex();
    const search = (params: Record<string, string>, cap: number, withIndex = true) =>
      searchListings(
        deps(),
        listingSearchQuerySchema.parse({
          platform: 'sales',
          q: word,
          per_page: '3',
          region_id: '31',
          ...params,
        }),
        'fr',
        withIndex ? memos : {},
        cap,
      );
    try {
      for (const sort of ['relevance', 'newest', 'price_asc']) {
        // A bound of 1: the region's own matches read are a sample of 8 of its 12, so the total
        // is the bound's; the date and price sorts' page is every match's.
        const bounded = await search({ sort }, 1);
        expect(bounded).toMatchObject({ total: 1, total_exact: false, facets_exact: false });
        expect(bounded.data).toHaveLength(3);
        const ids = bounded.data.map((card) => card.id);
        expect(ids.every((id) => inRegion.includes(id))).toBe(true);
        const whole = await search({ sort }, 100, false);
        expect(whole).toMatchObject({ total: 12, total_exact: true });
        if (sort !== 'relevance') expect(ids).toEqual(whole.data.map((card) => card.id));
      }
    } finally {
      index.close();
    }
  });

  it('answers a search by its filters alone from the index as the database does', async () => {
    const user = await createUser(db());
    // Prices no other test's listing has, ties among them (the id breaks them), two regions.
    const low = 777_000_000;
    for (let i = 0; i < 14; i++) {
      await insertListing(db(), {
        userId: user.id,
        platform: 'sales',
        title: `annonce numéro ${i}`,
        categoryId: branch.category,
        subCategoryId: branch.subCategory,
        regionId: i % 3 === 0 ? 31 : 25,
        price: low + ((i * 5) % 7) * 1000,
      });
    }
    const { index, memos: read } = await loadIndex();
    // What the index was asked: every search with it is answered there, none by the database.
    const asked = { sets: 0, pages: 0 };
    const memos: SearchMemos = {
      textIndex: (...args) => {
        asked.sets += 1;
        return read.textIndex(...args);
      },
      pageInOrder: (...args) => {
        asked.pages += 1;
        return read.pageInOrder(...args);
      },
    };
    const search = (params: Record<string, string>, cap: number, withIndex: boolean) =>
      searchListings(
        deps(),
        listingSearchQuerySchema.parse({
          platform: 'sales',
          price_min: String(low),
          price_max: String(low + 6000),
          per_page: '4',
          ...params,
        }),
        'fr',
        withIndex ? memos : {},
        cap,
      );
    try {
      for (const sort of [undefined, 'newest', 'price_asc', 'price_desc']) {
        const choices: Record<string, string>[] = [
          { page: '1' },
          { page: '3' },
          { region_id: '31' },
          { category_id: String(branch.subCategory) },
        ];
        for (const params of choices) {
          const chosen: Record<string, string> = { ...params, ...(sort ? { sort } : {}) };
          const label = JSON.stringify(chosen);
          // Below the bound: the same page, total and facets.
          const exact = await search(chosen, 100, true);
          expect(exact, label).toEqual(await search(chosen, 100, false));
          // Past a bound of 1 (a sample of the newest 8): the page is still every match's, read
          // in order from the index.
          const pagesBefore = asked.pages;
          const bounded = await search(chosen, 1, true);
          if (!('region_id' in params)) expect(asked.pages, label).toBe(pagesBefore + 1);
          const whole = await search(chosen, 1, false);
          expect(
            bounded.data.map((card) => card.id),
            label,
          ).toEqual(whole.data.map((card) => card.id));
          // The total is the bound's, or exact where the index read a small region's matches
          // alone (the database only says "more than 1" there).
          expect(bounded.total, label).toBe(bounded.total_exact ? exact.total : 1);
          expect(whole.total_exact, label).toBe(false);
        }
      }
      expect(asked.sets).toBeGreaterThanOrEqual(32);
    } finally {
      index.close();
    }
  });

  it('tells the client through the API whether the total and facets are exact', async () => {
    const res = await api(t.app, { url: `/api/v1/listings?platform=sales&q=${WORD}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total: REGIONS.length, total_exact: true, facets_exact: true });
  });

  it('keeps a match set past 30 s while the version holds', async () => {
    const memo = createSearchMemo({ waitForSets: true });
    const ask = async () => {
      const body = await memo(deps(), query({}), 'fr');
      return JSON.parse(body.body) as { total: number };
    };
    expect((await ask()).total).toBe(REGIONS.length);
    // A listing loses the word without moving the version (its trigger off for the change):
    // only a set read again from the table would miss it.
    const [first] = await db()
      .select({ id: listings.id, searchText: listings.searchText })
      .from(listings)
      .where(eq(listings.title, `${WORD}s numéro 1`));
    await db().execute(sql`alter table listings disable trigger listings_search_version_update`);
    try {
      await db().update(listings).set({ searchText: 'autre chose' }).where(eq(listings.id, first!.id));
    } finally {
      await db().execute(sql`alter table listings enable trigger listings_search_version_update`);
    }
    const later = Date.now() + 31_000;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => later);
    try {
      // Whole answers and counts are 30 s old at most; the set is as old as the version.
      expect((await ask()).total).toBe(REGIONS.length);
    } finally {
      clock.mockRestore();
      await db().update(listings).set({ updatedAt: new Date() }).where(eq(listings.id, first!.id));
    }
    // The version moved: the set is read again, without the listing that lost the word.
    expect((await ask()).total).toBe(REGIONS.length - 1);
    await db().update(listings).set({ searchText: first!.searchText }).where(eq(listings.id, first!.id));
  });

  it('answers from the database every search whose set a full queue of builds refused', async () => {
    const memo = createSearchMemo();
    // More texts than a process builds and queues at once, each asked once (so the next asks
    // build its set), then every text twice at the same moment: the builds past the queue are
    // refused, and the searches that share a refused build are answered without a set.
    const texts = Array.from({ length: 12 }, (_, i) => `${WORD} ${'neuf'.slice(0, 1 + (i % 4))}${i}`);
    // Another page each time: no whole answer kept in memory answers the next search.
    let page = 0;
    const ask = (q: string) => {
      page += 1;
      return memo(deps(), query({ q, page: String(page) }), 'fr');
    };
    for (const q of texts) await ask(q);
    const bodies = await Promise.all(texts.flatMap((q) => [ask(q), ask(q)]));
    for (const body of bodies) {
      expect(JSON.parse(body.body)).toMatchObject({ total: expect.any(Number) });
    }
  });

  it("builds a text's match set at its second search under a version, not at its first", async () => {
    const memo = createSearchMemo();
    // Another page size each time: no whole answer kept in memory answers the next search.
    let perPage = 20;
    const ask = async () => {
      perPage += 1;
      const body = await memo(deps(), query({ per_page: String(perPage) }), 'fr');
      return JSON.parse(body.body) as { total: number };
    };
    // What the version cannot see: a listing's text changed with the version's trigger off.
    const [first] = await db()
      .select({ id: listings.id, searchText: listings.searchText })
      .from(listings)
      .where(eq(listings.title, `${WORD}s numéro 2`));
    const setText = async (searchText: string) => {
      await db().execute(sql`alter table listings disable trigger listings_search_version_update`);
      try {
        await db().update(listings).set({ searchText }).where(eq(listings.id, first!.id));
      } finally {
        await db().execute(sql`alter table listings enable trigger listings_search_version_update`);
      }
    };
    try {
      expect((await ask()).total).toBe(REGIONS.length);
      await setText('autre chose');
      // No set was built at the first search: the second sees the table as it is now, and
      // admits the text (its set is built from the table as it is now).
      expect((await ask()).total).toBe(REGIONS.length - 1);
      await setText(first!.searchText);
      // Once built, the set answers (it has no listing the version did not announce), while
      // the database again holds every listing of the word.
      await vi.waitFor(async () => expect((await ask()).total).toBe(REGIONS.length - 1), {
        timeout: 5_000,
        interval: 50,
      });
    } finally {
      await setText(first!.searchText);
      await db().update(listings).set({ updatedAt: new Date() }).where(eq(listings.id, first!.id));
    }
  });

  it("answers a seller's listings from the index as the database does: page, total and facets", async () => {
    const word = 'vrondalite';
    const [seller, other] = [await createUser(db()), await createUser(db())];
    for (let i = 0; i < 9; i++) {
      // The other seller's listings share the word, the category and the regions.
      for (const user of [seller, other]) {
        await insertListing(db(), {
          userId: user.id,
          platform: i % 3 === 0 ? 'announcements' : 'sales',
          title: i % 2 ? `${word} numéro ${i}` : `Objet numéro ${i}`,
          categoryId: branch.category,
          subCategoryId: i % 2 ? branch.subCategory : null,
          regionId: i % 4 === 0 ? 31 : 25,
          price: ((i * 7) % 9) * 100_000,
        });
      }
    }
    const { index, memos } = await loadIndex();
    const textIndex = vi.fn(memos.textIndex);
    const search = (params: Record<string, string>, withIndex: boolean) =>
      searchListings(
        deps(),
        listingSearchQuerySchema.parse({ seller: String(seller.id), per_page: '4', ...params }),
        'fr',
        withIndex ? { ...memos, textIndex } : {},
      );
    try {
      const cases: Record<string, string>[] = [
        {},
        { page: '2' },
        { platform: 'sales' },
        { price_max: '5000' },
        { sort: 'price_asc', region_id: '25' },
        { category_id: String(branch.category), sort: 'price_desc' },
        { q: word },
        { q: word, sort: 'newest', price_min: '1000' },
      ];
      for (const params of cases) {
        const fromIndex = await search(params, true);
        expect(fromIndex, JSON.stringify(params)).toEqual(await search(params, false));
        expect(fromIndex.total, JSON.stringify(params)).toBeGreaterThan(0);
      }
      // Every one of those was the index's.
      expect(textIndex).toHaveBeenCalledTimes(8);
      expect((await search({}, true)).total).toBe(9);
    } finally {
      index.close();
    }
  });

  it('moves the version for a visible change but not for the expiry job marking a listing already over', async () => {
    const version = async () => (await db().select().from(searchVersion))[0]!.version;
    const user = await createUser(db());
    const over = await insertListing(db(), {
      userId: user.id,
      title: 'Listing whose time is over',
      categoryId: branch.category,
    });
    // Past its end by the database's clock: no search shows it any more.
    await db()
      .update(listings)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(listings.id, over.id));
    const before = await version();
    await expireListings({ db: db(), enqueueMail: async () => {}, notifyMail: () => {} });
    expect((await db().select().from(listings).where(eq(listings.id, over.id)))[0]!.status).toBe('expired');
    expect(await version()).toBe(before);

    // Ending a listing before its time (still public a moment ago) moves it.
    const live = await insertListing(db(), {
      userId: user.id,
      title: 'Listing withdrawn',
      categoryId: branch.category,
    });
    await db().update(listings).set({ status: 'expired' }).where(eq(listings.id, live.id));
    expect(await version()).toBeGreaterThan(before);
  });
});
