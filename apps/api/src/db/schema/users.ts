import { sql } from 'drizzle-orm';
import { bigint, date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Accounts. Email and username are unique case-insensitively (indexes on lower()).
 * A deleted account is anonymised in place (personal fields cleared, deleted_at set) so the
 * listings and audit entries that point at it keep a valid reference.
 */
export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone'),
    countryCode: text('country_code'),
    birthdate: date('birthdate', { mode: 'string' }),
    /** user | moderator | admin */
    role: text('role').notNull().default('user'),
    /** The language mails to this user are written in. */
    locale: text('locale').notNull().default('ar'),
    /** Storage key of the avatar (256 px WebP), or null. */
    avatarKey: text('avatar_key'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * When the person accepted the terms and the personal-data policy: registration requires it,
     * and "download my data" shows it. Null for accounts made otherwise (the demo seed).
     */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    index('users_created_at_idx').on(t.createdAt),
  ],
);
