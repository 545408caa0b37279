import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { contentItems } from './content';
import { users } from './users';

/**
 * Appointments booked by members: a service (CMS item of kind `service`) at a branch (kind
 * `branch`), from `starts_at` to `ends_at` (UTC instants). `locale` is the member's language at
 * booking: the language of every mail about it. `sequence` counts the calendar file's versions
 * (raised by each reschedule) so calendars replace the event instead of adding one.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: bigint('service_id', { mode: 'number' })
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    branchId: bigint('branch_id', { mode: 'number' })
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('requested'),
    note: text('note').notNull().default(''),
    staffReason: text('staff_reason'),
    locale: text('locale').notNull(),
    sequence: integer('sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
  },
  (t) => [
    // One active appointment per member and start: a double click books once.
    uniqueIndex('appointments_user_slot_active_idx')
      .on(t.userId, t.startsAt)
      .where(sql`${t.status} in ('requested', 'confirmed', 'rescheduled')`),
    index('appointments_branch_start_idx').on(t.branchId, t.startsAt),
    index('appointments_user_idx').on(t.userId, t.startsAt),
    check(
      'appointments_status_check',
      sql`${t.status} in ('requested', 'confirmed', 'rescheduled', 'cancelled', 'done')`,
    ),
    check('appointments_locale_check', sql`${t.locale} in ('ar', 'fr', 'en')`),
    check('appointments_range_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * Places taken per branch and slot start: the database itself keeps a slot from being
 * overbooked. A booking increments `taken` with one conditional upsert in the transaction that
 * inserts the appointment; a cancellation or a reschedule gives the place back.
 */
export const appointmentSlots = pgTable(
  'appointment_slots',
  {
    branchId: bigint('branch_id', { mode: 'number' })
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    taken: integer('taken').notNull(),
    capacity: integer('capacity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.branchId, t.startsAt] }),
    check('appointment_slots_taken_check', sql`${t.taken} >= 0 and ${t.taken} <= ${t.capacity}`),
  ],
);
