import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { JoinRequestStatus } from '@portal/contract/join-requests-values';
import type { Tx } from '../../db/client';
import { joinRequestFiles, joinRequests, privateFiles, users } from '../../db/schema/index';

export type JoinRequestRow = typeof joinRequests.$inferSelect;
export type JoinRequestInsert = typeof joinRequests.$inferInsert;
export type JoinFileRow = typeof privateFiles.$inferSelect & { requestId: number };

export async function insertJoinRequest(tx: Tx, values: JoinRequestInsert): Promise<JoinRequestRow> {
  const [row] = await tx.insert(joinRequests).values(values).returning();
  return row!;
}

export async function linkJoinRequestFiles(tx: Tx, requestId: number, fileIds: number[]): Promise<void> {
  if (fileIds.length === 0) return;
  await tx
    .insert(joinRequestFiles)
    .values(fileIds.map((fileId, position) => ({ requestId, fileId, position })));
}

export async function selectJoinRequestsOfUser(tx: Tx, userId: number): Promise<JoinRequestRow[]> {
  return tx
    .select()
    .from(joinRequests)
    .where(eq(joinRequests.userId, userId))
    .orderBy(desc(joinRequests.createdAt), desc(joinRequests.id));
}

export async function selectJoinRequest(tx: Tx, id: number): Promise<JoinRequestRow | undefined> {
  const [row] = await tx.select().from(joinRequests).where(eq(joinRequests.id, id)).limit(1);
  return row;
}

/** The files of these requests, each request's in the order sent. */
export async function selectFilesOfRequests(tx: Tx, requestIds: number[]): Promise<JoinFileRow[]> {
  if (requestIds.length === 0) return [];
  const rows = await tx
    .select({ file: privateFiles, requestId: joinRequestFiles.requestId })
    .from(joinRequestFiles)
    .innerJoin(privateFiles, eq(privateFiles.id, joinRequestFiles.fileId))
    .where(inArray(joinRequestFiles.requestId, requestIds))
    .orderBy(asc(joinRequestFiles.requestId), asc(joinRequestFiles.position));
  return rows.map((r) => ({ ...r.file, requestId: r.requestId }));
}

/** Whether the file belongs to the request (its download address names both). */
export async function isFileOfRequest(tx: Tx, requestId: number, fileId: number): Promise<boolean> {
  const [row] = await tx
    .select({ fileId: joinRequestFiles.fileId })
    .from(joinRequestFiles)
    .where(and(eq(joinRequestFiles.requestId, requestId), eq(joinRequestFiles.fileId, fileId)))
    .limit(1);
  return row !== undefined;
}

/** The queue: requests in a state (or all), oldest first, with their senders. */
export async function selectQueue(
  tx: Tx,
  options: { status?: JoinRequestStatus | undefined; limit: number; offset: number },
) {
  const where: SQL | undefined = options.status ? eq(joinRequests.status, options.status) : undefined;
  const [rows, [total]] = await Promise.all([
    tx
      .select({ request: joinRequests, sender: users })
      .from(joinRequests)
      .innerJoin(users, eq(users.id, joinRequests.userId))
      .where(where)
      .orderBy(asc(joinRequests.createdAt), asc(joinRequests.id))
      .limit(options.limit)
      .offset(options.offset),
    tx.select({ n: count() }).from(joinRequests).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function selectSender(tx: Tx, userId: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function selectUserNames(tx: Tx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.username]));
}

export async function updateJoinRequestStatus(
  tx: Tx,
  id: number,
  values: { status: JoinRequestStatus; reply: string | null; decidedBy: number },
): Promise<JoinRequestRow | undefined> {
  const now = new Date();
  const [row] = await tx
    .update(joinRequests)
    .set({ ...values, decidedAt: now, updatedAt: now })
    .where(eq(joinRequests.id, id))
    .returning();
  return row;
}

export async function countByStatus(tx: Tx, status: JoinRequestStatus): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(joinRequests).where(eq(joinRequests.status, status));
  return row?.n ?? 0;
}

export async function deleteJoinRequestsOfUserRows(tx: Tx, userId: number): Promise<void> {
  await tx.delete(joinRequests).where(eq(joinRequests.userId, userId));
}
