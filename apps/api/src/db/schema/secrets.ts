import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Server-side secrets generated at first start (e.g. the key that signs CSRF tokens), kept in
 * the database so every API process behind a load balancer shares them.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
