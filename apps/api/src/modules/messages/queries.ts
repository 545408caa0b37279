import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  conversationReports,
  conversations,
  listings,
  messages,
  userBlocks,
  users,
} from '../../db/schema/index';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type ReportRow = typeof conversationReports.$inferSelect;
export type MessageFlag = { kind: string; detail: string };

/** The conversation about a listing between its seller and this buyer: the one there is, or a new one. */
export async function conversationFor(
  tx: Tx,
  values: { listingId: number; buyerId: number; sellerId: number },
): Promise<{ row: ConversationRow; created: boolean }> {
  const [inserted] = await tx.insert(conversations).values(values).onConflictDoNothing().returning();
  if (inserted) return { row: inserted, created: true };
  const [row] = await tx
    .select()
    .from(conversations)
    .where(and(eq(conversations.listingId, values.listingId), eq(conversations.buyerId, values.buyerId)));
  if (!row) throw new Error('conversationFor found no row');
  return { row, created: false };
}

export async function selectConversation(db: Tx, id: number): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
  return row;
}

/** A conversation locked for the message that follows, so two sends keep their order. */
export async function lockConversation(tx: Tx, id: number): Promise<ConversationRow | undefined> {
  const [row] = await tx.select().from(conversations).where(eq(conversations.id, id)).for('update');
  return row;
}

export async function insertMessage(
  tx: Tx,
  values: {
    conversationId: number;
    senderId: number;
    body: string;
    flags: MessageFlag[];
    photoKey?: string | null;
  },
): Promise<MessageRow> {
  const [row] = await tx.insert(messages).values(values).returning();
  if (!row) throw new Error('insertMessage returned no row');
  await tx
    .update(conversations)
    .set({ lastMessageAt: row.createdAt })
    .where(eq(conversations.id, values.conversationId));
  return row;
}

export async function selectMessages(db: Tx, conversationId: number): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(asc(messages.id));
}

const isParticipant = (userId: number) =>
  or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId));

export interface ConversationListRow {
  conversation: ConversationRow;
  listingTitle: string;
  otherId: number;
  otherFirstName: string;
  otherLastName: string;
  otherDeleted: boolean;
  unread: number;
  last: MessageRow | null;
}

/** One page of a person's conversations, the latest message first, with what the list shows. */
export async function selectConversationsOf(
  db: Db,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: ConversationListRow[]; total: number }> {
  const result = await db.execute(sql`
    select c.id, l.title as listing_title, u.id as other_id, u.first_name, u.last_name,
      u.deleted_at is not null as other_deleted,
      (select count(*)::integer from ${messages} m
        where m.conversation_id = c.id and m.sender_id <> ${userId} and m.seen_at is null) as unread,
      (select row_to_json(m) from (select id, sender_id, body, photo_key, created_at, seen_at from ${messages}
        where conversation_id = c.id order by id desc limit 1) m) as last
    from ${conversations} c
    join ${listings} l on l.id = c.listing_id
    join ${users} u on u.id = (case when c.buyer_id = ${userId} then c.seller_id else c.buyer_id end)
    where c.buyer_id = ${userId} or c.seller_id = ${userId}
    order by c.last_message_at desc, c.id desc
    limit ${page.limit} offset ${page.offset}`);
  type Raw = {
    id: string | number;
    listing_title: string;
    other_id: string | number;
    first_name: string;
    last_name: string;
    other_deleted: boolean;
    unread: number;
    last: {
      id: number;
      sender_id: number;
      body: string | null;
      photo_key: string | null;
      created_at: string;
      seen_at: string | null;
    } | null;
  };
  const raw = (result as unknown as { rows: Raw[] }).rows;
  const ids = raw.map((r) => Number(r.id));
  const rows = ids.length ? await db.select().from(conversations).where(inArray(conversations.id, ids)) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const [count] = await db
    .select({ total: sql<number>`count(*)::integer` })
    .from(conversations)
    .where(isParticipant(userId));
  return {
    total: count?.total ?? 0,
    rows: raw.map((r) => ({
      conversation: byId.get(Number(r.id))!,
      listingTitle: r.listing_title,
      otherId: Number(r.other_id),
      otherFirstName: r.first_name,
      otherLastName: r.last_name,
      otherDeleted: r.other_deleted,
      unread: Number(r.unread),
      last: r.last
        ? {
            id: Number(r.last.id),
            conversationId: Number(r.id),
            senderId: Number(r.last.sender_id),
            body: r.last.body,
            photoKey: r.last.photo_key,
            flags: [],
            createdAt: new Date(r.last.created_at),
            seenAt: r.last.seen_at ? new Date(r.last.seen_at) : null,
          }
        : null,
    })),
  };
}

/** Messages to `userId` not seen yet, every conversation together. */
export async function countUnreadFor(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::integer` })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(isParticipant(userId), ne(messages.senderId, userId), isNull(messages.seenAt)));
  return row?.n ?? 0;
}

/**
 * The reader saw every message sent to them in the conversation: each gets its read receipt,
 * and their side may be mailed again about the next unread one. The ids marked now.
 */
export async function markSeen(tx: Tx, conversation: ConversationRow, readerId: number): Promise<number[]> {
  const rows = await tx
    .update(messages)
    .set({ seenAt: sql`now()` })
    .where(
      and(
        eq(messages.conversationId, conversation.id),
        ne(messages.senderId, readerId),
        isNull(messages.seenAt),
      ),
    )
    .returning({ id: messages.id });
  const side = conversation.buyerId === readerId ? { buyerMailedAt: null } : { sellerMailedAt: null };
  await tx.update(conversations).set(side).where(eq(conversations.id, conversation.id));
  return rows.map((r) => r.id);
}

/** Who of the two blocked the other. */
export async function selectBlocks(db: Tx, a: number, b: number): Promise<{ byA: boolean; byB: boolean }> {
  const rows = await db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
        and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
      ),
    );
  return { byA: rows.some((r) => r.blockerId === a), byB: rows.some((r) => r.blockerId === b) };
}

export async function insertBlock(tx: Tx, blockerId: number, blockedId: number): Promise<void> {
  await tx.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

export async function deleteBlock(tx: Tx, blockerId: number, blockedId: number): Promise<void> {
  await tx
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
}

/**
 * A new open report; undefined when this reporter already has one open on the conversation (the
 * system, reporter null, has at most one open: see the schema's partial unique keys).
 */
export async function insertReport(
  tx: Tx,
  values: { conversationId: number; reporterId: number | null; reason: string; details: string | null },
): Promise<ReportRow | undefined> {
  const [row] = await tx.insert(conversationReports).values(values).onConflictDoNothing().returning();
  return row;
}

export async function selectOpenReports(db: Tx, conversationIds: number[]): Promise<ReportRow[]> {
  if (conversationIds.length === 0) return [];
  return db
    .select()
    .from(conversationReports)
    .where(
      and(inArray(conversationReports.conversationId, conversationIds), isNull(conversationReports.closedAt)),
    )
    .orderBy(asc(conversationReports.id));
}

/**
 * The account is deleted: what its messages said and showed is erased (the other side reads
 * "deleted"). The keys of the photos to remove once the deletion committed.
 */
export async function eraseMessagesOf(tx: Tx, userId: number): Promise<string[]> {
  const photos = await tx
    .select({ photoKey: messages.photoKey })
    .from(messages)
    .where(and(eq(messages.senderId, userId), isNotNull(messages.photoKey)));
  await tx
    .update(messages)
    .set({ body: null, flags: [], photoKey: null })
    .where(eq(messages.senderId, userId));
  return photos.flatMap((r) => (r.photoKey ? [r.photoKey] : []));
}

/** A message of a conversation, for its photo. */
export async function selectMessage(
  db: Tx,
  conversationId: number,
  id: number,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.id, id)));
  return row;
}

/** Every conversation of a person, with its messages, for their data export. */
export async function selectAllOf(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(conversations)
    .where(isParticipant(userId))
    .orderBy(desc(conversations.lastMessageAt));
  const ids = rows.map((r) => r.id);
  const all = ids.length
    ? await db.select().from(messages).where(inArray(messages.conversationId, ids)).orderBy(asc(messages.id))
    : [];
  return rows.map((conversation) => ({
    conversation,
    messages: all.filter((m) => m.conversationId === conversation.id),
  }));
}

/**
 * One side of conversations with a message waiting unread since before `before`, not mailed
 * yet: marked as mailed and returned, in one statement, so of two runs at once only one takes
 * each (the marks are cleared when that side reads).
 */
export async function markUnreadToMail(
  tx: Tx,
  side: 'buyer' | 'seller',
  before: Date,
  limit: number,
): Promise<{ conversationId: number; recipientId: number; senderId: number; listingId: number }[]> {
  const recipient = side === 'buyer' ? conversations.buyerId : conversations.sellerId;
  const sender = side === 'buyer' ? conversations.sellerId : conversations.buyerId;
  const mailedAt = side === 'buyer' ? conversations.buyerMailedAt : conversations.sellerMailedAt;
  const due = tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        isNull(mailedAt),
        sql`exists (select 1 from ${messages} where ${messages.conversationId} = ${conversations.id}
          and ${messages.senderId} <> ${recipient} and ${messages.seenAt} is null
          and ${messages.createdAt} < ${before.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(asc(conversations.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const set = side === 'buyer' ? { buyerMailedAt: sql`now()` } : { sellerMailedAt: sql`now()` };
  const rows = await tx
    .update(conversations)
    .set(set)
    .where(and(inArray(conversations.id, due), isNull(mailedAt)))
    .returning({
      conversationId: conversations.id,
      recipientId: recipient,
      senderId: sender,
      listingId: conversations.listingId,
    });
  return rows;
}
