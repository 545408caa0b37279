import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../test/test-database';
import { DEFAULT_SETTINGS } from '../modules/settings/defaults';
import { runMigrations } from './migrate';
import { settings, users } from './schema/index';
import { seedDatabase } from './seed/index';

/** Rows of a query, whichever driver answered (node-postgres and PGlite both give `rows`). */
async function rowsOf<T>(testDb: TestDatabase, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await testDb.database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

describe(`database (${testDatabaseKind()})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ demoContent: true });
  });
  afterAll(async () => {
    await t.drop();
  });

  const countOf = async (table: typeof settings | typeof users) => {
    const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
    return Number(row?.n);
  };

  it('runs the migrations again without change', async () => {
    const migrations = sql`select count(*)::int as n from drizzle.__drizzle_migrations`;
    const [before] = await rowsOf<{ n: number }>(t, migrations);
    expect(before?.n).toBeGreaterThanOrEqual(3);
    await runMigrations(t.database);
    await runMigrations(t.database);
    const [after] = await rowsOf<{ n: number }>(t, migrations);
    expect(after?.n).toBe(before?.n);
    await expect(t.database.ping()).resolves.toBeUndefined();
  });

  it.runIf(testDatabaseKind() === 'postgres')('talks to the server without JIT compilation', async () => {
    const [row] = await rowsOf<{ jit: string }>(t, sql`show jit`);
    expect(row?.jit).toBe('off');
  });

  it('seeds again without adding rows or overwriting a changed value', async () => {
    const changedYear = { ...DEFAULT_SETTINGS.general, copyright_year: 2031 };
    await t.database.db.update(settings).set({ value: changedYear }).where(eq(settings.key, 'general'));
    const settingsBefore = await countOf(settings);
    const usersBefore = await countOf(users);
    expect(settingsBefore).toBe(Object.keys(DEFAULT_SETTINGS).length);
    expect(usersBefore).toBeGreaterThan(0);

    await seedDatabase(t.database.db, { demoContent: true });
    await seedDatabase(t.database.db, { demoContent: true });

    expect(await countOf(settings)).toBe(settingsBefore);
    expect(await countOf(users)).toBe(usersBefore);
    const [general] = await t.database.db.select().from(settings).where(eq(settings.key, 'general'));
    expect(general?.value).toEqual(changedYear);
  });

  it('seeds a missing settings row back', async () => {
    await t.database.db.delete(settings).where(eq(settings.key, 'multimedia_type'));
    await seedDatabase(t.database.db, { demoContent: false });
    const [row] = await t.database.db.select().from(settings).where(eq(settings.key, 'multimedia_type'));
    expect(row?.value).toEqual(DEFAULT_SETTINGS.multimedia_type);
  });

  it('has pg_trgm and unaccent, working on Arabic and French', async () => {
    const extensions = await rowsOf<{ extname: string }>(t, sql`select extname from pg_extension`);
    expect(extensions.map((e) => e.extname)).toEqual(expect.arrayContaining(['pg_trgm', 'unaccent']));

    const [trigrams] = await rowsOf<{ t: string[] | string }>(t, sql`select show_trgm('سيارة') as t`);
    // node-postgres parses text[]; PGlite may too: accept both, require Arabic trigrams.
    const list = Array.isArray(trigrams?.t)
      ? trigrams.t
      : String(trigrams?.t)
          .replace(/^\{|\}$/g, '')
          .split(',');
    // Five letters, padded: six trigrams (multibyte ones are shown hashed, as 0x…), which only
    // a UTF-8 database with Arabic letters classed as letters gives.
    expect(list).toHaveLength(6);

    const [similar] = await rowsOf<{ s: number }>(t, sql`select similarity('سيارة', 'سيارات') as s`);
    expect(Number(similar?.s)).toBeGreaterThan(0.3);

    const [plain] = await rowsOf<{ u: string }>(t, sql`select unaccent('Téléphone') as u`);
    expect(plain?.u).toBe('Telephone');
    const [french] = await rowsOf<{ u: string }>(t, sql`select unaccent('Ça coûte très cher à Noël') as u`);
    expect(french?.u).toBe('Ca coute tres cher a Noel');
  });

  it('stores text as UTF-8, counting Arabic letters as characters', async () => {
    const [row] = await rowsOf<{ enc: string; len: number }>(
      t,
      sql`select current_setting('server_encoding') as enc, length('سيارة') as len`,
    );
    expect(row?.enc).toBe('UTF8');
    expect(Number(row?.len)).toBe(5);
  });

  it.runIf(testDatabaseKind() === 'postgres')(
    'outlives its connection ended by the server mid-transaction: that query fails, the next succeeds',
    async () => {
      const db = t.database.db;
      const failed = db.transaction(async (tx) => {
        // The server ends this session (as a restart does) while a transaction holds it.
        await tx.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
      });
      await expect(failed).rejects.toThrow();
      expect(await rowsOf<{ one: number }>(t, sql`select 1 as one`)).toEqual([{ one: 1 }]);
    },
  );
});
