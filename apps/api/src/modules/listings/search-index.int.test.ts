import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import {
  createTestDatabase,
  testDatabaseKind,
  TEST_POSTGRES_URL,
  type TestDatabase,
} from '../../../test/test-database';
import { createUser } from '../../../test/session';
import { listings, searchChanges, searchVersion, users } from '../../db/schema/index';
import { CODED_COLUMNS } from './match-set';
import { dataVersion } from '../../db/data-versions';
import { buildTextQuery, searchDocument } from './search-document';
import { createSearchIndex } from './search-index';
import { TextIndex } from './text-index';
import { insertListing } from './testing';

/**
 * The in-memory index (text-index.ts) finds what PostgreSQL's full-text search finds and ranks
 * it as ts_rank does, to the bit, on generated documents in Arabic, French, English and Arabizi
 * (with stems, spellings and phonetic keys: search-document.ts); and it follows the listings'
 * changes through search_changes (migration 0040).
 */
describe('the in-memory search index', () => {
  let testDb: TestDatabase;
  const db = () => testDb.database.db;

  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb.drop();
  });

  const firstCategory = async () => {
    const result = await db().execute(sql`select id from categories where depth = 0 order by id limit 1`);
    return (result as unknown as { rows: { id: number }[] }).rows[0]!.id;
  };
  /** The ids an index matches for a query at the database's current version. */
  const searcher = (index: ReturnType<typeof createSearchIndex>) => async (q: string) => {
    const text = buildTextQuery(q)!;
    const set = await index.matchSet(await dataVersion(db(), 'listings'), text, text.groups);
    return [...set!.id].sort((a, b) => a - b);
  };

  // A deterministic generator: the same documents and queries on every run.
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const WORDS = [
    'voiture',
    'voitures',
    'occasion',
    'telephone',
    'téléphone',
    'portable',
    'appartement',
    'appart',
    'meublé',
    'sayara',
    '3ajla',
    'tomobil',
    'phone',
    'phones',
    'samsung',
    'iphone',
    'frigo',
    'cours',
    'سيارة',
    'سيارات',
    'للبيع',
    'هاتف',
    'الهاتف',
    'سامسونج',
    'شقة',
    'ثلاجة',
    'مستعمل',
    'جديد',
    '2020',
    '٢٠٢٠',
    'f3',
    'golf',
    'neuf',
    'bon',
    'etat',
    'vente',
    'location',
    'machine',
    'laver',
  ];

  it('matches and ranks as PostgreSQL on generated documents', async () => {
    const documents = Array.from({ length: 300 }, () => {
      const n = 1 + Math.floor(random() * 12);
      return searchDocument([Array.from({ length: n }, () => pick(WORDS)).join(' ')]);
    });
    const index = new TextIndex();
    const coded = Object.fromEntries(CODED_COLUMNS.map((c) => [c, null])) as never;
    documents.forEach((document, i) =>
      index.put({
        id: i + 1,
        category: 1,
        subCategory: null,
        filter: null,
        userId: 1,
        region: 1,
        city: null,
        sortPrice: 0,
        publishedAt: 0,
        expiresAt: 0,
        coded,
        document,
      }),
    );
    index.sortTerms();
    let compared = 0;
    let pairs = 0;
    for (let q = 0; q < 60; q++) {
      const words = Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(WORDS));
      const text = buildTextQuery(words.join(' '))!;
      const groups = text.groups.map((g) => g.tsquery);
      const result = await db().execute(sql`
        select d.i::int as id,
          ts_rank(to_tsvector('simple', d.doc), to_tsquery('simple', ${text.exact}))::float8 as exact,
          ts_rank(to_tsvector('simple', d.doc), to_tsquery('simple', ${text.match}))::float8 as match
        from jsonb_array_elements_text(${JSON.stringify(documents)}::jsonb) with ordinality d(doc, i)
        where to_tsvector('simple', d.doc) @@ to_tsquery('simple', ${groups.join(' & ')})
        order by d.i`);
      const expected = (result as unknown as { rows: { id: number; exact: number; match: number }[] }).rows;
      const set = index.matchSet(groups, text.exact, text.match);
      const got = [...set.id]
        .map((id, i) => ({ id, exact: set.rankExact[i]!, match: set.rankMatch[i]! }))
        .sort((a, b) => a.id - b.id);
      expect(got, words.join(' ')).toEqual(
        expected.map((r) => ({ id: r.id, exact: r.exact, match: r.match })),
      );
      compared += got.length;
      if (text.groups.length > 1) pairs += got.length;
    }
    // The comparison means something only if many documents matched, by one word and by several.
    expect(compared).toBeGreaterThan(500);
    expect(pairs).toBeGreaterThan(20);
  });

  it('follows inserts, edits, rejections, suspensions and deletes before answering a newer version', async () => {
    const user = await createUser(db());
    const categoryId = await firstCategory();
    const index = createSearchIndex(db(), { wait: true });
    const search = searcher(index);
    const first = await insertListing(db(), { userId: user.id, title: 'Trottinette électrique', categoryId });
    expect(await search('trottinette')).toEqual([first.id]);
    // Inserted after the load: read from the changes.
    const second = await insertListing(db(), { userId: user.id, title: 'Trottinette enfant', categoryId });
    const pending = await insertListing(db(), {
      userId: user.id,
      title: 'Trottinette pliable',
      categoryId,
      status: 'pending',
    });
    expect(await search('trottinette')).toEqual([first.id, second.id]);
    // An edit of the text: found by its new words only.
    await db()
      .update(listings)
      .set({ searchText: searchDocument(['Patinette enfant']), updatedAt: new Date() })
      .where(eq(listings.id, second.id));
    expect(await search('trottinette')).toEqual([first.id]);
    expect(await search('patinette')).toEqual([second.id]);
    // Approved later, rejected later.
    await db()
      .update(listings)
      .set({ status: 'approved', updatedAt: new Date() })
      .where(eq(listings.id, pending.id));
    expect(await search('trottinette')).toEqual([first.id, pending.id]);
    await db()
      .update(listings)
      .set({ status: 'rejected', updatedAt: new Date() })
      .where(eq(listings.id, pending.id));
    expect(await search('trottinette')).toEqual([first.id]);
    // The author suspended, then not.
    await db().update(users).set({ suspendedAt: new Date() }).where(eq(users.id, user.id));
    expect(await search('trottinette')).toEqual([]);
    await db().update(users).set({ suspendedAt: null }).where(eq(users.id, user.id));
    expect(await search('trottinette')).toEqual([first.id]);
    // Deleted.
    await db().delete(listings).where(eq(listings.id, first.id));
    expect(await search('trottinette')).toEqual([]);
    expect(index.status()).toMatchObject({ ready: true, listings: 1 });
    index.close();
  });

  it("gives a word's near words as the lexicon table's typo pattern does", async () => {
    const user = await createUser(db());
    const categoryId = await firstCategory();
    // Words of their own (no other listing has them), one letter away and farther.
    const titles = [
      'Zorglubar rouge',
      'Zorglubor neuf',
      'Zorglbar ancien',
      'Zorlgubar bleu',
      'Zorglubarr vert',
      'Zorglubarxx gris',
      'قرطاسيزا جديدة',
      'قرطاسيزة قديمة',
      'قرطاسزا مستعملة',
    ];
    for (const title of titles) await insertListing(db(), { userId: user.id, title, categoryId });
    const index = createSearchIndex(db(), { wait: true });
    const version = await dataVersion(db(), 'listings');
    for (const query of ['zorglubar', 'قرطاسيزا']) {
      const [group] = buildTextQuery(query)!.groups;
      const held = await index.wordsNear(version, group!.typoOf!);
      const result = await db().execute(sql`select word from search_words where word ~ ${group!.typo!}`);
      const table = (result as unknown as { rows: { word: string }[] }).rows.map((r) => r.word);
      expect(held!.sort(), query).toEqual(table.sort());
      expect(table.length, query).toBeGreaterThanOrEqual(3);
    }
    index.close();
  });

  it('answers nothing until loaded when searches do not wait (they take the SQL path)', async () => {
    const user = await createUser(db());
    const categoryId = await firstCategory();
    const listing = await insertListing(db(), { userId: user.id, title: 'Gyropode neuf', categoryId });
    const index = createSearchIndex(db());
    const text = buildTextQuery('gyropode')!;
    const version = await dataVersion(db(), 'listings');
    expect(await index.matchSet(version, text, text.groups)).toBeUndefined();
    expect(index.status().ready).toBe(false);
    await index.load();
    expect([...(await index.matchSet(version, text, text.groups))!.id]).toEqual([listing.id]);
    index.close();
  });

  it('loads everything again when the changes say the listings were truncated', async () => {
    const user = await createUser(db());
    const categoryId = await firstCategory();
    const index = createSearchIndex(db(), { wait: true });
    const search = searcher(index);
    const listing = await insertListing(db(), { userId: user.id, title: 'Hoverboard rouge', categoryId });
    expect(await search('hoverboard')).toEqual([listing.id]);
    // Gone without a change logged (its triggers off); then what a truncate logs (the table
    // itself cannot be truncated: append-only tables refer to it).
    await db().execute(sql`alter table ${listings} disable trigger user`);
    await db().delete(listings).where(eq(listings.id, listing.id));
    await db().execute(sql`alter table ${listings} enable trigger user`);
    await db().execute(sql`insert into ${searchChanges} (listing_id) values (null)`);
    await db().execute(sql`update ${searchVersion} set version = version + 1`);
    expect(await search('hoverboard')).toEqual([]);
    index.close();
  });

  it('loads everything once for a truncation, while an older transaction holds the horizon back', async () => {
    // A transaction of the server older than the truncation (a backup, an index being built):
    // the truncation stays past every later horizon while it runs. PGlite has one connection.
    if (testDatabaseKind() !== 'postgres') return;
    const holder = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select pg_current_xact_id()');
      const user = await createUser(db());
      const categoryId = await firstCategory();
      let loads = 0;
      const index = createSearchIndex(db(), { wait: true, onLoaded: () => (loads += 1) });
      const search = searcher(index);
      const kept = await insertListing(db(), { userId: user.id, title: 'Trottinette bleue', categoryId });
      expect(await search('trottinette')).toEqual([kept.id]);
      expect(loads).toBe(1);
      await db().execute(sql`insert into ${searchChanges} (listing_id) values (null)`);
      await db().execute(sql`update ${searchVersion} set version = version + 1`);
      expect(await search('trottinette')).toEqual([kept.id]);
      expect(loads).toBe(2);
      // Later changes are read as changes: the truncation already seen loads nothing again.
      const added = await insertListing(db(), { userId: user.id, title: 'Trottinette rouge', categoryId });
      expect((await search('trottinette')).sort((a, b) => a - b)).toEqual([kept.id, added.id]);
      expect(loads).toBe(2);
      index.close();
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
  });
});
