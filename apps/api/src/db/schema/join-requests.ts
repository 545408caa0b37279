import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { privateFiles } from './private-files';
import { users } from './users';

/**
 * Requests to join the team, sent from /join-us by a signed-in member with a verified address.
 * `locale` is the sender's language when sending: the decisions are mailed in it. Deleting the
 * account deletes its requests (their files are personal data).
 */
export const joinRequests = pgTable(
  'join_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    visitSubject: text('visit_subject').notNull(),
    visitAt: timestamp('visit_at', { withTimezone: true }).notNull(),
    message: text('message').notNull(),
    status: text('status').notNull().default('received'),
    reply: text('reply'),
    locale: text('locale').notNull(),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('join_requests_user_idx').on(t.userId, t.createdAt),
    // The back office's queue: by state, oldest first.
    index('join_requests_status_idx').on(t.status, t.createdAt),
    check(
      'join_requests_status_check',
      sql`${t.status} in ('received', 'under_review', 'invited', 'declined')`,
    ),
    check('join_requests_locale_check', sql`${t.locale} in ('ar', 'fr', 'en')`),
  ],
);

/** The private files joined to a request, in the order they were sent. */
export const joinRequestFiles = pgTable(
  'join_request_files',
  {
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => joinRequests.id, { onDelete: 'cascade' }),
    fileId: bigint('file_id', { mode: 'number' })
      .notNull()
      .references(() => privateFiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.fileId] }),
    index('join_request_files_file_idx').on(t.fileId),
  ],
);
