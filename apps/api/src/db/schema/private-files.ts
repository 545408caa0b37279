import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Files a member hands over that only they and staff may read (a CV, an ID card, a licence):
 * stored under a random key in the storage's private folder, never served as a static file;
 * read through platform/private-files.ts. `purpose` names the area that owns the file
 * (`join_request`…); the name is the one the member gave, kept to show and to download under.
 */
export const privateFiles = pgTable(
  'private_files',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('private_files_storage_key_idx').on(t.storageKey),
    index('private_files_owner_idx').on(t.ownerId),
    check('private_files_size_check', sql`${t.sizeBytes} >= 0`),
  ],
);
