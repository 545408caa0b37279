import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The contact page's messages, one thread each: who wrote (a member's account, or a visitor's
 * name and address as typed), the language replies are mailed in, and where staff left it.
 */
export const contactThreads = pgTable(
  'contact_threads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    locale: text('locale').notNull(),
    subject: text('subject').notNull(),
    state: text('state').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The inbox: by state, newest first; the dashboard counts the open ones.
    index('contact_threads_state_idx').on(t.state, t.id),
    check('contact_threads_state_check', sql`${t.state} in ('open', 'answered', 'closed')`),
    check('contact_threads_locale_check', sql`${t.locale} in ('ar', 'fr', 'en')`),
  ],
);

/** A thread's messages: the sender's, then each staff reply (mailed to the sender). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    threadId: bigint('thread_id', { mode: 'number' })
      .notNull()
      .references(() => contactThreads.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    staffId: bigint('staff_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_thread_idx').on(t.threadId, t.id),
    check('contact_messages_author_check', sql`${t.author} in ('sender', 'staff')`),
  ],
);
