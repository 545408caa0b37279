import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every moderation and admin action, kept in the audit log: who, what, when, before/after.
 * Append-only: no code path updates or deletes a row, and a trigger in the migration
 * (0005_moderation.sql) refuses UPDATE and DELETE in the database itself.
 * `actor_id` is null for the system (never for a person: accounts are anonymised, not deleted).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: bigint('actor_id', { mode: 'number' }).references(() => users.id, { onDelete: 'restrict' }),
    /** e.g. listing.approve, listing.reject */
    action: text('action').notNull(),
    /** e.g. listing, user */
    subjectType: text('subject_type').notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId, t.createdAt.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt.desc()),
  ],
);

/**
 * Preset reasons a moderator picks when rejecting (presets an admin edits), in the three
 * languages. Reference data seeded by `key`; an admin may add one, edit the texts, reorder or
 * deactivate them, or delete one. A deleted preset keeps its row with `deleted_at` set, so the
 * seed (which adds a preset missing by key on every start) does not bring it back.
 */
export const rejectionReasons = pgTable(
  'rejection_reasons',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    textAr: text('text_ar').notNull(),
    textFr: text('text_fr').notNull(),
    textEn: text('text_en').notNull(),
    sort: smallint('sort').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('rejection_reasons_key_key').on(t.key), index('rejection_reasons_sort_idx').on(t.sort)],
);
