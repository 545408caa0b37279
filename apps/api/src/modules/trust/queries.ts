import { and, asc, count, desc, eq, gte, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  bannedWords,
  conversationReports,
  conversations,
  listingFlags,
  listingReports,
  listings,
  messages,
  users,
  userWarnings,
} from '../../db/schema/index';
import type { Tx } from '../../db/client';
import type { ReportKindFilter } from '@portal/contract/trust';

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

const openConversationReport = isNull(conversationReports.closedAt);

export interface QueueItemRow {
  kind: 'listing' | 'conversation';
  /** The listing's id or the conversation's. */
  id: number;
  n: number;
  first: Date;
  last: Date;
}

/**
 * One page of the reports queue: the listings and the conversations with open reports, each
 * with its count, first and latest report, the one reported longest ago first (listings before
 * conversations at the same instant). `kind` keeps one of the two.
 */
export async function selectQueueItems(
  db: Tx,
  kind: ReportKindFilter,
  limit: number,
  offset: number,
): Promise<QueueItemRow[]> {
  const listingGroups = sql`select 'listing' as kind, ${listingReports.listingId} as id, count(*)::integer as n,
      min(${listingReports.createdAt}) as first, max(${listingReports.createdAt}) as last
    from ${listingReports} where ${listingReports.status} = 'open' group by ${listingReports.listingId}`;
  const conversationGroups = sql`select 'conversation' as kind, ${conversationReports.conversationId} as id,
      count(*)::integer as n, min(${conversationReports.createdAt}) as first, max(${conversationReports.createdAt}) as last
    from ${conversationReports} where ${conversationReports.closedAt} is null
    group by ${conversationReports.conversationId}`;
  const groups =
    kind === 'listings'
      ? listingGroups
      : kind === 'conversations'
        ? conversationGroups
        : sql`${listingGroups} union all ${conversationGroups}`;
  const result = await db.execute(sql`select kind, id, n, first, last from (${groups}) as queue
    order by first, kind desc, id limit ${limit} offset ${offset}`);
  type Raw = {
    kind: QueueItemRow['kind'];
    id: string | number;
    n: number;
    first: string | Date;
    last: string | Date;
  };
  return (result as unknown as { rows: Raw[] }).rows.map((r) => ({
    kind: r.kind,
    id: Number(r.id),
    n: Number(r.n),
    first: new Date(r.first),
    last: new Date(r.last),
  }));
}

/**
 * What waits in the reports queue: listings and conversations with open reports, and the
 * open reports of both (the dashboard and the queue's counts).
 */
export async function countOpenReports(db: Tx) {
  const [[listingRow], [conversationRow]] = await Promise.all([
    db
      .select({
        items: sql<number>`count(distinct ${listingReports.listingId})`.mapWith(Number),
        reports: count(),
      })
      .from(listingReports)
      .where(openReport),
    db
      .select({
        items: sql<number>`count(distinct ${conversationReports.conversationId})`.mapWith(Number),
        reports: count(),
      })
      .from(conversationReports)
      .where(openConversationReport),
  ]);
  return {
    listings: listingRow?.items ?? 0,
    conversations: conversationRow?.items ?? 0,
    reports: (listingRow?.reports ?? 0) + (conversationRow?.reports ?? 0),
  };
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

// Reported conversations (their reading is the messages area's: GET /admin/conversations/{id}).

export type ConversationRow = typeof conversations.$inferSelect;

export async function selectConversationsByIds(db: Tx, ids: number[]): Promise<ConversationRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(conversations).where(inArray(conversations.id, ids));
}

/** A reported conversation locked for an action on its reports (two moderators queue up). */
export async function lockConversation(tx: Tx, id: number): Promise<ConversationRow | undefined> {
  const [row] = await tx.select().from(conversations).where(eq(conversations.id, id)).for('update');
  return row;
}

/** The open reports of these conversations, newest first. */
export async function selectOpenConversationReportsOf(db: Tx, conversationIds: number[]) {
  if (conversationIds.length === 0) return [];
  return db
    .select()
    .from(conversationReports)
    .where(and(openConversationReport, inArray(conversationReports.conversationId, conversationIds)))
    .orderBy(desc(conversationReports.createdAt), desc(conversationReports.id));
}

/** How many messages of each conversation raised a flag (banned word, link). */
export async function countFlaggedMessages(db: Tx, conversationIds: number[]) {
  if (conversationIds.length === 0) return [];
  return db
    .select({ conversationId: messages.conversationId, n: count() })
    .from(messages)
    .where(
      and(inArray(messages.conversationId, conversationIds), sql`jsonb_array_length(${messages.flags}) > 0`),
    )
    .groupBy(messages.conversationId);
}

/** Closes the conversation's open reports with a resolution; the ids closed and their reporters. */
export async function closeOpenConversationReports(
  db: Tx,
  conversationId: number,
  values: { resolution: string; closedBy: number; closedAt: Date },
) {
  const rows = await db
    .update(conversationReports)
    .set(values)
    .where(and(eq(conversationReports.conversationId, conversationId), openConversationReport))
    .returning({ id: conversationReports.id, userId: conversationReports.reporterId });
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
