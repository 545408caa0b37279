import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { api } from '../../../test/session';
import { listings } from '../../db/schema/index';
import { reindexSearch } from './reindex-search';
import { documentWords } from './search-document';
import { firstBranch, postApprovedTitles } from './testing';

describe('reindexSearch', () => {
  let t: TestApp;
  let ids = new Map<string, number>();
  const db = () => t.testDb.database.db;
  const titles = ['هاتف سامسونج', 'Toyota Corolla 2015'];

  beforeAll(async () => {
    t = await buildTestApp();
    ids = await postApprovedTitles(t.app, db(), await firstBranch(db(), 'announcements'), titles);
  });
  afterAll(async () => {
    await t.close();
  });

  const found = async (q: string) => {
    const res = await api(t.app, { url: `/api/v1/listings?${new URLSearchParams({ q })}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: { id: number }[] }).data.map((l) => l.id);
  };

  it('gives listings indexed under older rules the current document, and rewrites nothing twice', async () => {
    const phone = ids.get('هاتف سامسونج')!;
    const [row] = await db().select().from(listings).where(eq(listings.id, phone));
    // As written before phonetic keys: the words alone.
    const words = documentWords([row!.title, row!.description]).join(' ');
    await db().update(listings).set({ searchText: words }).where(eq(listings.id, phone));
    expect(await found('samsung')).not.toContain(phone);

    const first = await reindexSearch({ db: db() }, { batchSize: 1 });
    expect(first.read).toBeGreaterThanOrEqual(2);
    expect(first.rewritten).toBe(1);
    expect(await found('samsung')).toContain(phone);
    const [after] = await db().select().from(listings).where(eq(listings.id, phone));
    expect(after!.searchText).toContain(words.split(' ')[0]);

    expect((await reindexSearch({ db: db() })).rewritten).toBe(0);
    expect(await found('تويوتا')).toContain(ids.get('Toyota Corolla 2015'));
  });
});
