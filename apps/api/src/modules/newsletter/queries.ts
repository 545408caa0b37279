import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Locale } from '@portal/contract/locale';
import type { SubscriberState } from '@portal/contract/newsletter-values';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema/index';
import { newsletterDeliveries, newsletterIssues, newsletterSubscribers } from '../../db/schema/newsletter';

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;
export type IssueRow = typeof newsletterIssues.$inferSelect;

/** The subscriber of an address, locked for the change that follows. */
export async function lockSubscriberByEmail(tx: Tx, email: string): Promise<SubscriberRow | undefined> {
  const [row] = await tx
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email))
    .for('update');
  return row;
}

/**
 * A new pending subscriber, or undefined when the address was inserted meanwhile by a
 * parallel request (the caller then treats it as existing).
 */
export async function insertPendingSubscriber(
  tx: Tx,
  values: { email: string; locale: Locale; tokenHash: string; expiresAt: Date },
): Promise<SubscriberRow | undefined> {
  const [row] = await tx
    .insert(newsletterSubscribers)
    .values({
      email: values.email,
      locale: values.locale,
      state: 'pending',
      confirmTokenHash: values.tokenHash,
      confirmExpiresAt: values.expiresAt,
    })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning();
  return row;
}

/** Back to pending with a new link (a pending one asking again, or a former subscriber). */
export async function renewPending(
  tx: Tx,
  id: number,
  values: { locale: Locale; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await tx
    .update(newsletterSubscribers)
    .set({
      state: 'pending',
      locale: values.locale,
      confirmTokenHash: values.tokenHash,
      confirmExpiresAt: values.expiresAt,
      unsubscribedAt: null,
    })
    .where(eq(newsletterSubscribers.id, id));
}

/** Activates the pending subscriber whose live link this is; undefined when there is none. */
export async function confirmByTokenHash(tx: Tx, tokenHash: string): Promise<SubscriberRow | undefined> {
  const [row] = await tx
    .update(newsletterSubscribers)
    .set({ state: 'active', confirmedAt: sql`now()`, confirmTokenHash: null, confirmExpiresAt: null })
    .where(
      and(
        eq(newsletterSubscribers.confirmTokenHash, tokenHash),
        eq(newsletterSubscribers.state, 'pending'),
        gt(newsletterSubscribers.confirmExpiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

/** Unsubscribes (idempotent); undefined when no such subscriber exists. */
export async function unsubscribeById(tx: Tx, id: number): Promise<SubscriberRow | undefined> {
  const [row] = await tx
    .update(newsletterSubscribers)
    .set({
      state: 'unsubscribed',
      unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())`,
      confirmTokenHash: null,
      confirmExpiresAt: null,
    })
    .where(eq(newsletterSubscribers.id, id))
    .returning();
  return row;
}

export async function countSubscribers(tx: Tx) {
  return tx
    .select({
      state: newsletterSubscribers.state,
      locale: newsletterSubscribers.locale,
      count: sql<number>`count(*)::integer`,
    })
    .from(newsletterSubscribers)
    .groupBy(newsletterSubscribers.state, newsletterSubscribers.locale)
    .orderBy(newsletterSubscribers.state, newsletterSubscribers.locale) as Promise<
    { state: SubscriberState; locale: Locale; count: number }[]
  >;
}

const issueColumns = {
  issue: newsletterIssues,
  createdByName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
  recipients: sql<number>`(select count(*)::integer from ${newsletterDeliveries} where ${newsletterDeliveries.issueId} = ${newsletterIssues.id})`,
};

export type IssueListRow = { issue: IssueRow; createdByName: string | null; recipients: number };

export async function selectIssues(tx: Tx, limit: number): Promise<IssueListRow[]> {
  return tx
    .select(issueColumns)
    .from(newsletterIssues)
    .leftJoin(users, eq(users.id, newsletterIssues.createdBy))
    .orderBy(desc(newsletterIssues.id))
    .limit(limit);
}

export async function selectIssue(tx: Tx, id: number): Promise<IssueListRow | undefined> {
  const [row] = await tx
    .select(issueColumns)
    .from(newsletterIssues)
    .leftJoin(users, eq(users.id, newsletterIssues.createdBy))
    .where(eq(newsletterIssues.id, id));
  return row;
}

export async function insertIssue(
  tx: Tx,
  values: { translations: unknown; createdBy: number },
): Promise<number> {
  const [row] = await tx
    .insert(newsletterIssues)
    .values({ translations: values.translations, createdBy: values.createdBy })
    .returning({ id: newsletterIssues.id });
  if (!row) throw new Error('insertIssue returned no row');
  return row.id;
}

/** Locks an issue for its sending, so two sends of one issue queue one after the other. */
export async function lockIssue(tx: Tx, id: number): Promise<IssueRow | undefined> {
  const [row] = await tx.select().from(newsletterIssues).where(eq(newsletterIssues.id, id)).for('update');
  return row;
}

export async function setIssueState(tx: Tx, id: number, state: 'sending' | 'sent'): Promise<void> {
  await tx
    .update(newsletterIssues)
    .set(state === 'sent' ? { state, sentAt: sql`now()` } : { state })
    .where(eq(newsletterIssues.id, id));
}

/**
 * The next active subscribers (by id, after `afterId`) that this issue has not been queued for:
 * one batch of the sending.
 */
export async function selectUnsentSubscribers(
  tx: Tx,
  issueId: number,
  afterId: number,
  limit: number,
): Promise<Pick<SubscriberRow, 'id' | 'email' | 'locale'>[]> {
  return tx
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      locale: newsletterSubscribers.locale,
    })
    .from(newsletterSubscribers)
    .where(
      and(
        sql`${newsletterSubscribers.state} = 'active'`,
        gt(newsletterSubscribers.id, afterId),
        sql`not exists (select 1 from ${newsletterDeliveries} where ${newsletterDeliveries.issueId} = ${issueId} and ${newsletterDeliveries.subscriberId} = ${newsletterSubscribers.id})`,
      ),
    )
    .orderBy(asc(newsletterSubscribers.id))
    .limit(limit);
}

/** Records a queued mail; false when this subscriber already had one for the issue. */
export async function insertDelivery(
  tx: Tx,
  values: { issueId: number; subscriberId: number },
): Promise<boolean> {
  const rows = await tx
    .insert(newsletterDeliveries)
    .values(values)
    .onConflictDoNothing()
    .returning({ issueId: newsletterDeliveries.issueId });
  return rows.length === 1;
}

export async function setDeliveryMail(
  tx: Tx,
  values: { issueId: number; subscriberId: number; mailId: number },
): Promise<void> {
  await tx
    .update(newsletterDeliveries)
    .set({ mailId: values.mailId })
    .where(
      and(
        eq(newsletterDeliveries.issueId, values.issueId),
        eq(newsletterDeliveries.subscriberId, values.subscriberId),
      ),
    );
}
