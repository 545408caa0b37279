import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  min,
  max,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  bannedWords,
  listingFlags,
  listingReports,
  listings,
  users,
  userWarnings,
} from '../../db/schema/index';
import type { Tx } from '../../db/client';

export type BannedWordRow = typeof bannedWords.$inferSelect;
export type FlagInsert = typeof listingFlags.$inferInsert;

// Automatic flags.

/** The listing has a flag no decision has cleared yet. */
export const liveFlagCondition = () =>
  sql`exists (select 1 from ${listingFlags} where ${listingFlags.listingId} = ${listings.id} and ${listingFlags.clearedAt} is null)`;

export async function selectLiveFlags(db: Tx, listingIds: number[]) {
  if (listingIds.length === 0) return [];
  return db
    .select()
    .from(listingFlags)
    .where(and(inArray(listingFlags.listingId, listingIds), isNull(listingFlags.clearedAt)))
    .orderBy(asc(listingFlags.id));
}

/** Live flags are re-evaluated at each submission: the old ones give way to the new result. */
export async function deleteLiveFlags(db: Tx, listingId: number) {
  await db
    .delete(listingFlags)
    .where(and(eq(listingFlags.listingId, listingId), isNull(listingFlags.clearedAt)));
}

export async function insertFlags(db: Tx, rows: FlagInsert[]) {
  if (rows.length > 0) await db.insert(listingFlags).values(rows);
}

export async function clearLiveFlags(db: Tx, listingId: number, now: Date) {
  await db
    .update(listingFlags)
    .set({ clearedAt: now })
    .where(and(eq(listingFlags.listingId, listingId), isNull(listingFlags.clearedAt)));
}

export async function countFlaggedPending(db: Tx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(listings)
    .where(and(eq(listings.status, 'pending'), liveFlagCondition()));
  return row?.n ?? 0;
}

/** The author's most similar other listing (pg_trgm on title and description), above `threshold`. */
export async function findNearDuplicate(
  db: Tx,
  listing: { id: number; userId: number; title: string; description: string },
  threshold: number,
) {
  const text = `${listing.title} ${listing.description}`.toLowerCase();
  const score = sql<number>`similarity(lower(${listings.title} || ' ' || ${listings.description}), ${text})`;
  const [row] = await db
    .select({ id: listings.id, score })
    .from(listings)
    .where(
      and(eq(listings.userId, listing.userId), ne(listings.id, listing.id), sql`${score} >= ${threshold}`),
    )
    .orderBy(desc(score), desc(listings.id))
    .limit(1);
  return row;
}

/** The author's listings created since `from` (and until `to`, when given). */
export async function countCreatedBetween(db: Tx, userId: number, from: Date, to?: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(listings)
    .where(
      and(
        eq(listings.userId, userId),
        gte(listings.createdAt, from),
        to ? lte(listings.createdAt, to) : undefined,
      ),
    );
  return row?.n ?? 0;
}

// Banned words.

export async function selectBannedWords(db: Tx, locale?: string) {
  return db
    .select()
    .from(bannedWords)
    .where(locale ? eq(bannedWords.locale, locale) : undefined)
    .orderBy(asc(bannedWords.locale), asc(sql`lower(${bannedWords.word})`), asc(bannedWords.id));
}

/** The new row, or undefined when the language already has this word (any case). */
export async function insertBannedWord(db: Tx, locale: string, word: string) {
  const [row] = await db.insert(bannedWords).values({ locale, word }).onConflictDoNothing().returning();
  return row;
}

export async function deleteBannedWord(db: Tx, id: number) {
  const [row] = await db.delete(bannedWords).where(eq(bannedWords.id, id)).returning();
  return row;
}

// Reports.

const openReport = eq(listingReports.status, 'open');

/** Listings with open reports, the one reported longest ago first. */
export async function selectReportGroups(db: Tx, limit: number, offset: number) {
  const first = min(listingReports.createdAt);
  return db
    .select({
      listingId: listingReports.listingId,
      n: count(),
      first,
      last: max(listingReports.createdAt),
    })
    .from(listingReports)
    .where(openReport)
    .groupBy(listingReports.listingId)
    .orderBy(asc(first), asc(listingReports.listingId))
    .limit(limit)
    .offset(offset);
}

export async function countOpenReports(db: Tx) {
  const [row] = await db
    .select({
      groups: sql<number>`count(distinct ${listingReports.listingId})`.mapWith(Number),
      reports: count(),
    })
    .from(listingReports)
    .where(openReport);
  return { groups: row?.groups ?? 0, reports: row?.reports ?? 0 };
}

export async function selectOpenReportsOf(db: Tx, listingIds: number[]) {
  if (listingIds.length === 0) return [];
  return db
    .select()
    .from(listingReports)
    .where(and(openReport, inArray(listingReports.listingId, listingIds)))
    .orderBy(desc(listingReports.createdAt), desc(listingReports.id));
}

/** Open reports on each author's listings, and the warnings each received. */
export async function countTrustRecords(db: Tx, userIds: number[]) {
  if (userIds.length === 0) return { reports: [], warnings: [] };
  const [reports, warnings] = await Promise.all([
    db
      .select({ userId: listings.userId, n: count() })
      .from(listingReports)
      .innerJoin(listings, eq(listings.id, listingReports.listingId))
      .where(and(openReport, inArray(listings.userId, userIds)))
      .groupBy(listings.userId),
    db
      .select({ userId: userWarnings.userId, n: count() })
      .from(userWarnings)
      .where(inArray(userWarnings.userId, userIds))
      .groupBy(userWarnings.userId),
  ]);
  return { reports, warnings };
}

/** Closes the listing's open reports with a resolution; the ids closed (none: already handled). */
export async function closeOpenReports(
  db: Tx,
  listingId: number,
  values: { status: 'dismissed' | 'actioned'; resolution: string; handledBy: number; handledAt: Date },
) {
  const rows = await db
    .update(listingReports)
    .set(values)
    .where(and(eq(listingReports.listingId, listingId), openReport))
    .returning({ id: listingReports.id, userId: listingReports.userId });
  return rows;
}

export async function insertWarning(db: Tx, values: typeof userWarnings.$inferInsert) {
  await db.insert(userWarnings).values(values);
}

// Users.

/** A LIKE pattern matching `text` anywhere, its wildcards escaped. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface UserFilters {
  q?: string | undefined;
  role?: string | undefined;
  status?: 'active' | 'suspended' | 'deleted' | undefined;
}

/** Accounts whose name, email, username or phone holds `q` (the payments list uses it too). */
export function userMatches(q: string): SQL | undefined {
  const digits = q.replace(/[^0-9]/g, '');
  return or(
    sql`lower(${users.firstName} || ' ' || ${users.lastName}) like lower(${containing(q)})`,
    sql`lower(${users.email}) like lower(${containing(q)})`,
    sql`lower(${users.username}) like lower(${containing(q)})`,
    // Phone numbers are matched on their digits: "0555 12 34" finds "0555123456".
    digits.length >= 3
      ? sql`regexp_replace(coalesce(${users.phone}, ''), '[^0-9]', '', 'g') like ${containing(digits)}`
      : undefined,
  );
}

function userCondition(f: UserFilters): SQL | undefined {
  const q = f.q?.trim();
  return and(
    q ? userMatches(q) : undefined,
    f.role ? eq(users.role, f.role) : undefined,
    f.status === 'deleted' ? sql`${users.deletedAt} is not null` : undefined,
    f.status === 'suspended'
      ? and(sql`${users.suspendedAt} is not null`, isNull(users.deletedAt))
      : undefined,
    f.status === 'active' ? and(isNull(users.suspendedAt), isNull(users.deletedAt)) : undefined,
  );
}

export async function selectUsersPage(db: Tx, f: UserFilters, limit: number, offset: number) {
  return db
    .select()
    .from(users)
    .where(userCondition(f))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset(offset);
}

export async function countUsers(db: Tx, f: UserFilters): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(userCondition(f));
  return row?.n ?? 0;
}

/** The user, locked until the transaction ends (two staff acting on one account queue up). */
export async function lockUser(tx: Tx, id: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

export async function updateUserRow(db: Tx, id: number, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

// A user's record, for the back office's user page.

export async function selectListingsOfUser(db: Tx, userId: number, limit: number) {
  return db
    .select({
      id: listings.id,
      platform: listings.platform,
      slug: listings.slug,
      title: listings.title,
      status: listings.status,
      createdAt: listings.createdAt,
      openReports:
        sql<number>`(select count(*) from ${listingReports} where ${listingReports.listingId} = ${listings.id} and ${listingReports.status} = 'open')`.mapWith(
          Number,
        ),
    })
    .from(listings)
    .where(eq(listings.userId, userId))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(limit);
}

export async function countListingsByStatus(db: Tx, userId: number) {
  return db
    .select({ status: listings.status, n: count() })
    .from(listings)
    .where(eq(listings.userId, userId))
    .groupBy(listings.status);
}

/** Reports filed against the user's listings, newest first. */
export async function selectReportsAgainst(db: Tx, userId: number, limit: number) {
  return db
    .select({ report: listingReports, title: listings.title })
    .from(listingReports)
    .innerJoin(listings, eq(listings.id, listingReports.listingId))
    .where(eq(listings.userId, userId))
    .orderBy(desc(listingReports.createdAt), desc(listingReports.id))
    .limit(limit);
}

export async function countReportsAgainst(db: Tx, userId: number) {
  const [row] = await db
    .select({
      all: count(),
      open: sql<number>`count(*) filter (where ${listingReports.status} = 'open')`.mapWith(Number),
    })
    .from(listingReports)
    .innerJoin(listings, eq(listings.id, listingReports.listingId))
    .where(eq(listings.userId, userId));
  return { all: row?.all ?? 0, open: row?.open ?? 0 };
}

export async function selectWarningsOf(db: Tx, userId: number) {
  return db
    .select({ warning: userWarnings, actorUsername: users.username })
    .from(userWarnings)
    .leftJoin(users, eq(users.id, userWarnings.actorId))
    .where(eq(userWarnings.userId, userId))
    .orderBy(desc(userWarnings.createdAt), desc(userWarnings.id));
}
