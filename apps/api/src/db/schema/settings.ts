import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per top-level field of the settings response. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
