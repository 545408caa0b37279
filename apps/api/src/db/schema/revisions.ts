import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { listings } from './listings';

/**
 * The owner's edit of an approved listing, waiting for review (the new version goes
 * to review while the approved version stays public). At most
 * one per listing; `body` is the validated ListingInput (packages/contract/src/listings.ts).
 * Approving applies it to the listing and deletes the row; rejecting keeps it with the reason
 * so the owner sees why, until they edit again.
 */
export const listingRevisions = pgTable(
  'listing_revisions',
  {
    listingId: bigint('listing_id', { mode: 'number' })
      .primaryKey()
      .references(() => listings.id, { onDelete: 'cascade' }),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    /** pending | rejected */
    status: text('status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('listing_revisions_pending_idx')
      .on(t.submittedAt)
      .where(sql`${t.status} = 'pending'`),
    check('listing_revisions_status_check', sql`${t.status} in ('pending', 'rejected')`),
  ],
);
