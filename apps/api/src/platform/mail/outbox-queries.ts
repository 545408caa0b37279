import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema/mail';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * A claimed row. `attempts` (incremented by the claim) is the claim's fencing token: every
 * later update requires it unchanged, so a worker whose claim expired and was taken over
 * by another cannot mark the row.
 */
export type ClaimedMail = OutboxRow;

/** `now() + ms` on the database's clock, so processes on different machines agree. */
function fromNow(ms: number) {
  return sql`now() + (${Math.max(0, Math.round(ms))}::integer * interval '1 millisecond')`;
}

const isClaimedBy = (mail: ClaimedMail) =>
  and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'pending'), eq(mailOutbox.attempts, mail.attempts));

/**
 * Claims up to `limit` due mails, oldest first. `FOR UPDATE SKIP LOCKED` lets two processes
 * claim at the same moment without waiting for, or taking, each other's rows; the claim
 * pushes `next_attempt_at` one lease ahead, so the rows stay out of every other claim after
 * commit while they are delivered outside the transaction (a PGlite transaction blocks all
 * other queries, so none may last as long as an SMTP conversation). A process that dies
 * mid-delivery leaves its rows to be retried once the lease ends.
 */
export async function claimDueMails(
  db: Db,
  options: { limit: number; leaseMs: number },
): Promise<ClaimedMail[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      // The literal 'pending' and the order by next_attempt_at alone let the planner read the
      // partial index mail_outbox_due_idx in order and stop after `limit` rows, even on a backlog.
      .where(and(sql`${mailOutbox.status} = 'pending'`, lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(options.limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const claimed = await tx
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: fromNow(options.leaseMs) })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
    return claimed.sort((a, b) => a.id - b.id);
  });
}

/** Extends the lease just before a delivery; false when the claim was lost (do not send). */
export async function renewClaim(db: Db, mail: ClaimedMail, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: fromNow(leaseMs) })
    .where(isClaimedBy(mail))
    .returning({ id: mailOutbox.id });
  return rows.length === 1;
}

export async function markSent(db: Db, mail: ClaimedMail): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()` })
    .where(isClaimedBy(mail))
    .returning({ id: mailOutbox.id });
  return rows.length === 1;
}

/** Records a failed attempt and when to try again; a mail is never dropped. */
export async function markFailed(
  db: Db,
  mail: ClaimedMail,
  options: { error: string; retryInMs: number },
): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ lastError: options.error, nextAttemptAt: fromNow(options.retryInMs) })
    .where(isClaimedBy(mail))
    .returning({ id: mailOutbox.id });
  return rows.length === 1;
}

/** Gives back a claimed mail that was not attempted (the worker is stopping): due now, attempt uncounted. */
export async function releaseClaim(db: Db, mail: ClaimedMail): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} - 1`, nextAttemptAt: sql`now()` })
    .where(isClaimedBy(mail));
}
