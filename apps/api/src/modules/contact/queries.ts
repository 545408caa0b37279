import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ContactThreadState } from '@portal/contract/contact-values';
import type { Db, Tx } from '../../db/client';
import { contactMessages, contactThreads, users } from '../../db/schema/index';

export type ThreadRow = typeof contactThreads.$inferSelect;
export type MessageRow = typeof contactMessages.$inferSelect;
export type ThreadListRow = { thread: ThreadRow; messages: number };
export type MessageListRow = { message: MessageRow; staffName: string | null };

export async function insertThread(
  tx: Tx,
  values: {
    userId: number | null;
    name: string;
    email: string;
    phone: string | null;
    locale: string;
    subject: string;
    message: string;
  },
): Promise<ThreadRow> {
  const { message, ...thread } = values;
  const [row] = await tx.insert(contactThreads).values(thread).returning();
  if (!row) throw new Error('insertThread returned no row');
  await tx.insert(contactMessages).values({ threadId: row.id, author: 'sender', body: message });
  return row;
}

const messageCount = sql<number>`(select count(*)::integer from ${contactMessages} where ${contactMessages.threadId} = ${contactThreads.id})`;

/** `%`, `_` and `\` typed in a search are letters, not patterns. */
function likePattern(words: string): string {
  return `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function listFilter(filter: { state?: ContactThreadState | undefined; q?: string | undefined }) {
  const conditions: SQL[] = [];
  if (filter.state) conditions.push(eq(contactThreads.state, filter.state));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    const found = or(
      ilike(contactThreads.subject, pattern),
      ilike(contactThreads.name, pattern),
      ilike(contactThreads.email, pattern),
      sql`exists (select 1 from ${contactMessages} where ${contactMessages.threadId} = ${contactThreads.id} and ${contactMessages.body} ilike ${pattern})`,
    );
    if (found) conditions.push(found);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of the inbox, newest first, with the number of threads the filter finds. */
export async function selectThreads(
  db: Db,
  filter: { state?: ContactThreadState | undefined; q?: string | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: ThreadListRow[]; total: number }> {
  const where = listFilter(filter);
  const rows = await db
    .select({ thread: contactThreads, messages: messageCount })
    .from(contactThreads)
    .where(where)
    .orderBy(desc(contactThreads.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::integer` })
    .from(contactThreads)
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

export async function selectThread(db: Db | Tx, id: number): Promise<ThreadListRow | undefined> {
  const [row] = await db
    .select({ thread: contactThreads, messages: messageCount })
    .from(contactThreads)
    .where(eq(contactThreads.id, id));
  return row;
}

/** A thread locked for the change that follows (a reply, closing), so two staff take turns. */
export async function lockThread(tx: Tx, id: number): Promise<ThreadRow | undefined> {
  const [row] = await tx.select().from(contactThreads).where(eq(contactThreads.id, id)).for('update');
  return row;
}

export async function selectMessages(db: Db | Tx, threadId: number): Promise<MessageListRow[]> {
  return db
    .select({
      message: contactMessages,
      staffName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
    })
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.staffId))
    .where(eq(contactMessages.threadId, threadId))
    .orderBy(asc(contactMessages.id));
}

export async function insertStaffReply(
  tx: Tx,
  values: { threadId: number; staffId: number; body: string },
): Promise<void> {
  await tx.insert(contactMessages).values({ ...values, author: 'staff' });
}

export async function setThreadState(tx: Tx, id: number, state: ContactThreadState): Promise<void> {
  await tx
    .update(contactThreads)
    .set({ state, updatedAt: sql`now()` })
    .where(eq(contactThreads.id, id));
}

export async function countThreadsInState(db: Db, state: ContactThreadState): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::integer` })
    .from(contactThreads)
    .where(eq(contactThreads.state, state));
  return row?.count ?? 0;
}
