import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/session';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { firstBranch, insertListing } from '../modules/listings/testing';
import type { Tx } from './client';
import { preparedPerDatabase } from './prepared';
import { listings, users } from './schema/index';

/**
 * A prepared statement's rows, mapped by the function made once for it (compiledRows), are the
 * objects Drizzle makes for the same select: nested objects, decoders (dates, numbers, SQL
 * fields) and an outer-joined table's object null when its row is missing.
 */
describe('rows of prepared statements', () => {
  let t: TestDatabase;
  const ids: number[] = [];

  beforeAll(async () => {
    t = await createTestDatabase();
    const db = t.database.db;
    const branch = await firstBranch(db, 'sales');
    const seller = await createUser(db);
    const visitor = await createUser(db);
    for (const title of ['Vélo de ville', 'دراجة هوائية']) {
      await insertListing(db, { userId: seller.id, categoryId: branch.category, title });
    }
    ids.push(seller.id, visitor.id);
  });
  afterAll(async () => {
    await t.drop();
  });

  const select = (db: Tx, ids: unknown) =>
    db
      .select({
        user: { id: users.id, firstName: users.firstName, createdAt: users.createdAt },
        listing: {
          id: listings.id,
          title: listings.title,
          price: listings.price,
          publishedAt: listings.publishedAt,
        },
        listings:
          sql<number>`(select count(*) from ${listings} where ${listings.userId} = ${users.id})`.mapWith(
            Number,
          ),
        verified: users.emailVerifiedAt,
      })
      .from(users)
      .leftJoin(listings, eq(listings.userId, users.id))
      .where(sql`${users.id} = any(${ids}::bigint[])`)
      .orderBy(users.id, desc(listings.id));
  const prepared = preparedPerDatabase((db: Tx) =>
    select(db, sql.placeholder('ids')).prepare('test_compiled_rows'),
  );

  it("maps rows as Drizzle's own mapping does, missing joined rows included", async () => {
    const db = t.database.db;
    const mine = await prepared(db).execute({ ids });
    const drizzles = await select(db, sql.param(ids));
    expect(mine).toEqual(drizzles);
    expect(mine).toHaveLength(3);
    expect(mine[2]!.listing).toBeNull();
    expect(mine[0]!.user.createdAt).toBeInstanceOf(Date);
    expect(mine[0]!.listings).toBe(2);
  });
});
