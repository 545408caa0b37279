import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { AppointmentStatus } from '@portal/contract/appointments-values';
import type { Locale } from '@portal/contract/locale';
import type { Db, Tx } from '../../db/client';
import { appointmentSlots, appointments, users } from '../../db/schema/index';
import { itemLabels } from '../content/service';

export type AppointmentRow = typeof appointments.$inferSelect;

export type AppointmentWithTitles = {
  row: AppointmentRow;
  serviceTitle: string;
  branchTitle: string;
  branchAddress: string;
};

/**
 * Names the service and branch of each appointment in `locale`. The CMS owns those items, so
 * their labels come through its service: one query for the whole list, never one per row.
 */
async function withTitles<T extends { row: AppointmentRow }>(
  db: Tx,
  items: T[],
  locale: Locale,
): Promise<(T & Omit<AppointmentWithTitles, 'row'>)[]> {
  const ids = items.flatMap((i) => [i.row.serviceId, i.row.branchId]);
  const labels = await itemLabels(db, ids, locale);
  return items.map((item) => {
    const service = labels.get(item.row.serviceId);
    const branch = labels.get(item.row.branchId);
    return {
      ...item,
      serviceTitle: service?.title ?? '',
      branchTitle: branch?.title ?? '',
      branchAddress: branch?.address ?? '',
    };
  });
}

/**
 * Takes one place of a slot, or none when it is full: one statement, so two bookings of the
 * last place cannot both pass (the row's lock orders them; the second finds it full).
 */
export async function takePlace(
  tx: Tx,
  branchId: number,
  startsAt: Date,
  capacity: number,
): Promise<boolean> {
  const rows = await tx
    .insert(appointmentSlots)
    .values({ branchId, startsAt, taken: 1, capacity })
    .onConflictDoUpdate({
      target: [appointmentSlots.branchId, appointmentSlots.startsAt],
      set: { taken: sql`${appointmentSlots.taken} + 1`, capacity: sql`excluded.capacity` },
      setWhere: sql`${appointmentSlots.taken} < excluded.capacity`,
    })
    .returning({ taken: appointmentSlots.taken });
  return rows.length > 0;
}

export async function freePlace(tx: Tx, branchId: number, startsAt: Date): Promise<void> {
  await tx
    .update(appointmentSlots)
    .set({ taken: sql`${appointmentSlots.taken} - 1` })
    .where(
      and(
        eq(appointmentSlots.branchId, branchId),
        eq(appointmentSlots.startsAt, startsAt),
        sql`${appointmentSlots.taken} > 0`,
      ),
    );
}

/** Places taken per start in [from, to) at a branch. */
export async function takenBetween(
  db: Db,
  branchId: number,
  from: Date,
  to: Date,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ startsAt: appointmentSlots.startsAt, taken: appointmentSlots.taken })
    .from(appointmentSlots)
    .where(
      and(
        eq(appointmentSlots.branchId, branchId),
        gte(appointmentSlots.startsAt, from),
        lt(appointmentSlots.startsAt, to),
      ),
    );
  return new Map(rows.map((r) => [r.startsAt.getTime(), r.taken]));
}

export async function insertAppointment(
  tx: Tx,
  values: typeof appointments.$inferInsert,
): Promise<AppointmentRow> {
  const [row] = await tx.insert(appointments).values(values).returning();
  if (!row) throw new Error('appointment not inserted');
  return row;
}

export async function hasActiveAt(tx: Tx, userId: number, startsAt: Date): Promise<boolean> {
  const rows = await tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.userId, userId),
        eq(appointments.startsAt, startsAt),
        inArray(appointments.status, ['requested', 'confirmed', 'rescheduled']),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The appointment, locked for a change of status. */
export async function lockAppointment(tx: Tx, id: number): Promise<AppointmentRow | undefined> {
  const [row] = await tx.select().from(appointments).where(eq(appointments.id, id)).for('update');
  return row;
}

export async function updateAppointment(
  tx: Tx,
  id: number,
  values: Partial<typeof appointments.$inferInsert>,
): Promise<void> {
  await tx
    .update(appointments)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(appointments.id, id));
}

export async function selectAppointment(
  db: Tx,
  id: number,
  locale: Locale,
): Promise<AppointmentWithTitles | undefined> {
  const rows = await db.select().from(appointments).where(eq(appointments.id, id));
  const [item] = await withTitles(
    db,
    rows.map((row) => ({ row })),
    locale,
  );
  return item;
}

export async function selectMine(db: Db, userId: number, locale: Locale, page: number, perPage: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(appointments)
      .where(eq(appointments.userId, userId))
      .orderBy(desc(appointments.startsAt), desc(appointments.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(appointments).where(eq(appointments.userId, userId)),
  ]);
  return {
    rows: await withTitles(
      db,
      rows.map((row) => ({ row })),
      locale,
    ),
    total: total?.n ?? 0,
  };
}

/** The agenda: at most 1000 rows, oldest start first, with each member's name and address. */
export async function selectAgenda(
  db: Db,
  filter: { from: Date; to: Date; branchId?: number; status?: AppointmentStatus },
  locale: Locale,
) {
  const rows = await db
    .select({
      row: appointments,
      userName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      userEmail: users.email,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.userId))
    .where(
      and(
        gte(appointments.startsAt, filter.from),
        lt(appointments.startsAt, filter.to),
        filter.branchId === undefined ? undefined : eq(appointments.branchId, filter.branchId),
        filter.status === undefined ? undefined : eq(appointments.status, filter.status),
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id))
    .limit(1000);
  return withTitles(db, rows, locale);
}

export async function selectUserContact(db: Tx, userId: number) {
  const [row] = await db
    .select({ name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function countRequested(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(appointments)
    .where(eq(appointments.status, 'requested'));
  return row?.n ?? 0;
}

/* The mails about an appointment (appointment-mails.ts, send-reminders.ts). */

/** The member to write to: first name and address, and whether the account was deleted. */
export async function selectMailRecipient(db: Tx, userId: number) {
  const [row] = await db
    .select({ firstName: users.firstName, email: users.email, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * Marks the active appointments starting within the next 24 hours whose reminder is not sent
 * yet, and returns them. One statement: of two runs at once, the second waits on the rows the
 * first changed, finds them marked and skips them, so each reminder goes out exactly once.
 */
export async function markDueReminders(tx: Tx, limit: number): Promise<AppointmentRow[]> {
  const due = tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        inArray(appointments.status, ['requested', 'confirmed', 'rescheduled']),
        sql`${appointments.reminderSentAt} is null`,
        sql`${appointments.startsAt} between now() and now() + interval '24 hours'`,
      ),
    )
    .orderBy(asc(appointments.startsAt))
    .limit(limit);
  return tx
    .update(appointments)
    .set({ reminderSentAt: sql`now()` })
    .where(
      and(
        inArray(appointments.id, due),
        inArray(appointments.status, ['requested', 'confirmed', 'rescheduled']),
        sql`${appointments.reminderSentAt} is null`,
        sql`${appointments.startsAt} between now() and now() + interval '24 hours'`,
      ),
    )
    .returning();
}
