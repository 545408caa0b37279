import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A file sent with a mail: `content` is text, or base64 when `encoding` says so. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  encoding?: 'base64' | undefined;
}

/**
 * The mail outbox: a mail is written here in the same transaction as the change that causes
 * it, then a worker delivers it (SMTP, or .eml files) and retries with backoff until it does.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text('to_address').notNull(),
    locale: text('locale').notNull(),
    /** The template that wrote it (e.g. verify_email), for logs and tests. */
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Extra headers of this mail (a newsletter's List-Unsubscribe), name → value. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** Files sent with the mail (a calendar event, an invoice), in the order given. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    /** pending | sent */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
