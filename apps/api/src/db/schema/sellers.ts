import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { regions } from './catalog';
import { users } from './users';

/**
 * A business account's details (docs/decisions/046-seller-pages-and-business-accounts.md): one
 * row per account that declared itself a company or a store. The texts are written once, in the
 * language `text_locale` names. `verification` moves to `pending` whenever the commercial
 * registry number is set or changed; staff then verify or refuse it (audited). Deleting the
 * account deletes the row (its texts and phone are the business's personal data).
 */
export const businessProfiles = pgTable(
  'business_profiles',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** company | store */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    address: text('address').notNull().default(''),
    regionId: integer('region_id').references(() => regions.id, { onDelete: 'restrict' }),
    openingHours: text('opening_hours').notNull().default(''),
    phone: text('phone'),
    registryNumber: text('registry_number').notNull(),
    /** The language the business wrote its texts in: ar | fr | en. */
    textLocale: text('text_locale').notNull(),
    /** Storage key of the logo (256 px WebP, the avatars' pipeline), or null. */
    logoKey: text('logo_key'),
    /** pending | verified | refused */
    verification: text('verification').notNull().default('pending'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Staff's note with a refusal, for the owner. */
    note: text('note'),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The back office's queue: pending first, oldest first.
    index('business_profiles_verification_idx').on(t.verification, t.updatedAt),
    check('business_profiles_kind_check', sql`${t.kind} in ('company', 'store')`),
    check(
      'business_profiles_verification_check',
      sql`${t.verification} in ('pending', 'verified', 'refused')`,
    ),
    check('business_profiles_text_locale_check', sql`${t.textLocale} in ('ar', 'fr', 'en')`),
  ],
);
