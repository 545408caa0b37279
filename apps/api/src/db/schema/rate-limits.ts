import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters when no Redis is configured (platform/rate-limit-store.ts): kept in the
 * database so a restart does not reset them and every API process shares them. One row per
 * limit and client (route, kind of key and key), counting until `expires_at`; expired rows are
 * swept now and then.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_expires_at_idx').on(t.expiresAt)],
);
