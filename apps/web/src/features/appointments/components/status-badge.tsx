import type { AppointmentStatus } from '@portal/contract/appointments-values';
import { useTranslation } from '../../../lib/use-translation';

/** Each status's words and colours; the colour only repeats what the words say. */
export const STATUS_LABELS: Record<AppointmentStatus, string> = {
  requested: 'appointments.status.requested',
  confirmed: 'appointments.status.confirmed',
  rescheduled: 'appointments.status.rescheduled',
  cancelled: 'appointments.status.cancelled',
  done: 'appointments.status.done',
};

const STATUS_CLASS: Record<AppointmentStatus, string> = {
  requested: 'border-amber-200 bg-amber-50 text-amber-900',
  confirmed: 'border-green-200 bg-green-50 text-green-900',
  rescheduled: 'border-sky-200 bg-sky-50 text-sky-900',
  cancelled: 'border-slate-200 bg-slate-100 text-slate-700',
  done: 'border-brand-100 bg-brand-50 text-brand-900',
};

export function StatusBadge({ status }: { status: AppointmentStatus }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="appointment-status"
      data-status={status}
      className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[status]}`}
    >
      {t(STATUS_LABELS[status])}
    </span>
  );
}
