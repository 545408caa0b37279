import os from 'node:os';
import { listingBodySchema } from '@portal/contract/listings';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, listingReports } from '../../db/schema/index';
import { createLocalStorage } from '../../platform/storage';
import { createListing, approve, listingBody, type Branch } from '../listings/testing';

/** Test helpers of reports and trust (factories, as in listings/testing.ts). */

/**
 * A report as a user files it (straight to the table, without the reporting endpoint):
 * written straight to listing_reports, `minutesAgo` in the past.
 */
export async function fileReport(
  db: Db,
  listingId: number,
  userId: number,
  reason = 'fraud',
  details: string | null = null,
  minutesAgo = 0,
) {
  const [row] = await db
    .insert(listingReports)
    .values({ listingId, userId, reason, details, createdAt: new Date(Date.now() - minutesAgo * 60_000) })
    .returning();
  return row!;
}

export async function reportRows(db: Db, listingId: number) {
  return db.select().from(listingReports).where(eq(listingReports.listingId, listingId));
}

/** A published listing of `userId`, through the posting service (no per-account API limit). */
export async function publishedListing(
  db: Db,
  branch: Branch,
  userId: number,
  overrides: Record<string, unknown> = {},
) {
  const input = listingBodySchema.parse(listingBody(branch, overrides));
  const row = await createListing(
    { db, storage: createLocalStorage(os.tmpdir(), { flush: false }) },
    userId,
    input,
  );
  await approve(db, row.id);
  return row;
}

export async function auditEntries(db: Db, action: string, subjectId: number) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.subjectId, subjectId)));
}
