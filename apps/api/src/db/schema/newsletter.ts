import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { mailOutbox } from './mail';
import { users } from './users';

/**
 * The newsletter's subscribers: one row per address (lower-cased), with no account needed.
 * `pending` until the mailed link is opened (only its SHA-256 is kept, with its expiry);
 * `active` after; `unsubscribed` once the mailed unsubscribe link was used.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    state: text('state').notNull().default('pending'),
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_idx').on(t.email),
    uniqueIndex('newsletter_subscribers_token_idx').on(t.confirmTokenHash),
    // The sending walks the active subscribers by id.
    index('newsletter_subscribers_active_idx')
      .on(t.id)
      .where(sql`${t.state} = 'active'`),
    check('newsletter_subscribers_state_check', sql`${t.state} in ('pending', 'active', 'unsubscribed')`),
    check('newsletter_subscribers_locale_check', sql`${t.locale} in ('ar', 'fr', 'en')`),
  ],
);

/** An issue written in the back office: its sanitized subject and body per language. */
export const newsletterIssues = pgTable(
  'newsletter_issues',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    translations: jsonb('translations').notNull(),
    state: text('state').notNull().default('draft'),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [check('newsletter_issues_state_check', sql`${t.state} in ('draft', 'sending', 'sent')`)],
);

/**
 * One row per issue and subscriber whose mail was queued: the sending skips those already
 * here, so a retried or repeated send never mails anyone twice.
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    issueId: bigint('issue_id', { mode: 'number' })
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: 'cascade' }),
    subscriberId: bigint('subscriber_id', { mode: 'number' })
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    mailId: bigint('mail_id', { mode: 'number' }).references(() => mailOutbox.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.issueId, t.subscriberId] })],
);
