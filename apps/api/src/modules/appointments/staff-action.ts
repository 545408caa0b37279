import type { AdminAppointment } from '@portal/contract/appointments';
import type { AppointmentStatus } from '@portal/contract/appointments-values';
import type { Locale } from '@portal/contract/locale';
import type { Tx } from '../../db/client';
import { insertAuditEntry } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { getSettings, portalTimeZone } from '../settings/service';
import { enqueueAppointmentMail, type AppointmentMailEvent } from './appointment-mails';
import type { AppointmentsDeps } from './deps';
import { type AppointmentRow, lockAppointment, selectAppointment, selectUserContact } from './queries';
import { adminAppointmentView } from './view';

/**
 * The frame of every staff action on an appointment: the row locked, its status checked
 * against those the action accepts, the change, an audit entry (before and after), all in one
 * transaction with the member's mail about it; answered as the agenda shows it.
 */
export async function staffAction(
  deps: AppointmentsDeps,
  input: {
    actorId: number;
    id: number;
    locale: Locale;
    action: string;
    accepts: readonly AppointmentStatus[];
    reason?: string | null;
    change: (tx: Tx, row: AppointmentRow) => Promise<Record<string, unknown>>;
    /** The member's mail about the change, if one is due (none when a visit is recorded done). */
    mail?: (row: AppointmentRow) => AppointmentMailEvent;
  },
): Promise<AdminAppointment> {
  // Read before the transaction: on the embedded database another handle would wait for it.
  const settings = await getSettings(deps.db);
  await deps.db.transaction(async (tx) => {
    const row = await lockAppointment(tx, input.id);
    if (!row) throw new AppError('not_found');
    if (!input.accepts.includes(row.status as AppointmentStatus)) {
      throw new AppError('appointment_status_conflict');
    }
    const after = await input.change(tx, row);
    await insertAuditEntry(tx, {
      actorId: input.actorId,
      action: `appointment.${input.action}`,
      subjectType: 'appointment',
      subjectId: row.id,
      before: { status: row.status, starts_at: row.startsAt.toISOString() },
      after,
      reason: input.reason ?? null,
    });
    if (input.mail) {
      await enqueueAppointmentMail(deps, tx, { id: row.id, settings, event: input.mail(row) });
    }
  });
  if (input.mail) deps.notifyMail();
  const item = await selectAppointment(deps.db, input.id, input.locale);
  const user = item && (await selectUserContact(deps.db, item.row.userId));
  if (!item || !user) throw new AppError('not_found');
  return adminAppointmentView(
    { ...item, userName: user.name, userEmail: user.email },
    portalTimeZone(settings),
  );
}
