import type { AdminAppointment, Appointment } from '@portal/contract/appointments';
import { isActiveAppointmentStatus, type AppointmentStatus } from '@portal/contract/appointments-values';
import type { Locale } from '@portal/contract/locale';
import type { AppointmentWithTitles } from './queries';

/** Whether the member may still cancel: active, and at least cancel_until_hours ahead. */
export function canCancel(row: AppointmentWithTitles['row'], cancelUntilHours: number, now: Date): boolean {
  return (
    isActiveAppointmentStatus(row.status as AppointmentStatus) &&
    row.startsAt.getTime() - now.getTime() >= cancelUntilHours * 3_600_000
  );
}

export function appointmentView(
  item: AppointmentWithTitles,
  context: { zone: string; cancelUntilHours: number; now: Date },
): Appointment {
  const { row } = item;
  return {
    id: row.id,
    status: row.status as AppointmentStatus,
    service: { id: row.serviceId, title: item.serviceTitle },
    branch: { id: row.branchId, title: item.branchTitle, address: item.branchAddress },
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    time_zone: context.zone,
    note: row.note,
    staff_reason: row.staffReason,
    can_cancel: canCancel(row, context.cancelUntilHours, context.now),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function adminAppointmentView(
  item: AppointmentWithTitles & { userName: string; userEmail: string },
  zone: string,
): AdminAppointment {
  const { can_cancel: _unused, ...base } = appointmentView(item, {
    zone,
    cancelUntilHours: 0,
    now: new Date(),
  });
  return {
    ...base,
    user: { id: item.row.userId, name: item.userName, email: item.userEmail },
    locale: item.row.locale as Locale,
    reminder_sent_at: item.row.reminderSentAt?.toISOString() ?? null,
  };
}
