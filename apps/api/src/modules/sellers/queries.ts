import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { RESPONSE_WINDOW_DAYS, type BusinessVerification } from '@portal/contract/sellers-values';
import type { Tx } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { businessProfiles, conversations, listings, messages, regions, users } from '../../db/schema/index';

export type BusinessRow = typeof businessProfiles.$inferSelect;
export type BusinessInsert = typeof businessProfiles.$inferInsert;
export type RegionNames = { id: number; ar: string; fr: string; en: string };

const regionNames = {
  id: regions.id,
  ar: regions.nameAr,
  fr: regions.nameFr,
  en: regions.nameEn,
};

/**
 * The account behind a public seller page: found case-insensitively (the unique index is on
 * lower(username)), and only while it is neither suspended nor deleted. Only what the page and
 * the phone's reveal use: never the email or the password's hash. The seller's reads are
 * prepared (db/prepared.ts): each page of a seller asks them, and planning them cost more than
 * running them.
 */
const activeSellerByName = preparedPerDatabase((db: Tx) =>
  db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      avatarKey: users.avatarKey,
      countryCode: users.countryCode,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(
      and(
        sql`lower(${users.username}) = lower(${sql.placeholder('username')})`,
        isNull(users.suspendedAt),
        isNull(users.deletedAt),
      ),
    )
    .limit(1)
    .prepare('seller_by_username'),
);

export async function selectActiveSeller(tx: Tx, username: string) {
  const [row] = await activeSellerByName(tx).execute({ username });
  return row;
}

const businessOfUser = preparedPerDatabase((db: Tx) =>
  db
    .select({ business: businessProfiles, region: regionNames })
    .from(businessProfiles)
    .leftJoin(regions, eq(regions.id, businessProfiles.regionId))
    .where(eq(businessProfiles.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('seller_business'),
);

export async function selectBusiness(tx: Tx, userId: number) {
  const [row] = await businessOfUser(tx).execute({ userId });
  return row;
}
export type BusinessWithRegion = NonNullable<Awaited<ReturnType<typeof selectBusiness>>>;

/** The wilaya most of a seller's public listings are in (the newest decides a tie). */
const mainRegionOfUser = preparedPerDatabase((db: Tx) =>
  db
    .select(regionNames)
    .from(listings)
    .innerJoin(regions, eq(regions.id, listings.regionId))
    .where(
      and(
        eq(listings.userId, sql.placeholder('userId')),
        eq(listings.status, 'approved'),
        sql`${listings.expiresAt} > now()`,
      ),
    )
    .groupBy(regions.id)
    .orderBy(desc(count()), desc(sql`max(${listings.publishedAt})`))
    .limit(1)
    .prepare('seller_main_region'),
);

export async function selectMainRegionOfListings(tx: Tx, userId: number): Promise<RegionNames | undefined> {
  const [row] = await mainRegionOfUser(tx).execute({ userId });
  return row;
}

export async function upsertBusiness(tx: Tx, values: BusinessInsert): Promise<void> {
  const { userId: _userId, ...changes } = values;
  await tx
    .insert(businessProfiles)
    .values(values)
    .onConflictDoUpdate({ target: businessProfiles.userId, set: { ...changes, updatedAt: new Date() } });
}

export async function updateBusiness(tx: Tx, userId: number, changes: Partial<BusinessInsert>) {
  await tx
    .update(businessProfiles)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(businessProfiles.userId, userId));
}

export async function deleteBusiness(tx: Tx, userId: number): Promise<BusinessRow | undefined> {
  const [row] = await tx.delete(businessProfiles).where(eq(businessProfiles.userId, userId)).returning();
  return row;
}

const adminBusinessSelection = {
  business: businessProfiles,
  region: regionNames,
  user: { id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName },
};

function selectAdminBusinesses(tx: Tx) {
  return tx
    .select(adminBusinessSelection)
    .from(businessProfiles)
    .innerJoin(users, eq(users.id, businessProfiles.userId))
    .leftJoin(regions, eq(regions.id, businessProfiles.regionId));
}

/** The back office's list: businesses in one state, the longest waiting first. */
export async function selectBusinesses(
  tx: Tx,
  verification: BusinessVerification,
  limit: number,
  offset: number,
) {
  const where = eq(businessProfiles.verification, verification);
  const [rows, [total]] = await Promise.all([
    selectAdminBusinesses(tx)
      .where(where)
      .orderBy(businessProfiles.updatedAt, businessProfiles.userId)
      .limit(limit)
      .offset(offset),
    tx.select({ n: count() }).from(businessProfiles).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
export type AdminBusinessRow = Awaited<ReturnType<typeof selectBusinesses>>['rows'][number];

export async function selectAdminBusiness(tx: Tx, userId: number): Promise<AdminBusinessRow | undefined> {
  const [row] = await selectAdminBusinesses(tx).where(eq(businessProfiles.userId, userId)).limit(1);
  return row;
}

export async function regionExists(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: regions.id }).from(regions).where(eq(regions.id, id)).limit(1);
  return row !== undefined;
}

/**
 * How a seller answers buyers (the messages area's tables): over the conversations opened about
 * their listings in the last RESPONSE_WINDOW_DAYS days, how many a buyer wrote in, how many the
 * seller answered after the buyer's first message, and the median seconds to that first answer.
 */
const responseStatsOf = preparedPerDatabase((db: Tx) => {
  const sellerId = sql.placeholder('sellerId');
  const asked = db
    .select({
      id: conversations.id,
      askedAt: sql<Date>`min(${messages.createdAt})`.as('asked_at'),
    })
    .from(conversations)
    .innerJoin(
      messages,
      and(eq(messages.conversationId, conversations.id), eq(messages.senderId, conversations.buyerId)),
    )
    .where(
      and(
        eq(conversations.sellerId, sellerId),
        sql`${conversations.createdAt} > now() - make_interval(days => ${RESPONSE_WINDOW_DAYS})`,
      ),
    )
    .groupBy(conversations.id)
    .as('asked');
  const answeredAt = sql`(select min(m.created_at) from ${messages} m
    where m.conversation_id = ${asked.id} and m.sender_id = ${sellerId} and m.created_at >= ${asked.askedAt})`;
  const waits = db
    .select({
      seconds: sql<number | null>`extract(epoch from ${answeredAt} - ${asked.askedAt})`.as('seconds'),
    })
    .from(asked)
    .as('waits');
  return db
    .select({
      asked: sql<number>`count(*)::int`,
      answered: sql<number>`count(${waits.seconds})::int`,
      medianSeconds: sql<number | null>`percentile_cont(0.5) within group (order by ${waits.seconds})`,
    })
    .from(waits)
    .prepare('seller_response_stats');
});

export async function selectResponseStats(tx: Tx, sellerId: number) {
  const [row] = await responseStatsOf(tx).execute({ sellerId });
  return {
    asked: row?.asked ?? 0,
    answered: row?.answered ?? 0,
    medianSeconds:
      row?.medianSeconds === null || row?.medianSeconds === undefined ? null : Number(row.medianSeconds),
  };
}
