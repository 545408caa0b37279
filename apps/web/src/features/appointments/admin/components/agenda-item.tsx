import type { AdminAppointment } from '@portal/contract/appointments';
import { isActiveAppointmentStatus } from '@portal/contract/appointments-values';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { errorText } from '../../../../lib/error-text';
import { formatDate } from '../../../../lib/format';
import { useLocale } from '../../../../lib/use-locale';
import { Button } from '../../../../ui/button';
import { useConfirm } from '../../../../ui/confirm-dialog';
import { toast } from '../../../../ui/toast-store';
import { UserText } from '../../../../ui/user-text';
import { StatusBadge } from '../../components/status-badge';
import { agendaKey } from '../api/agenda';
import { confirmAppointment } from '../api/confirm-appointment';
import { markAppointmentDone } from '../api/mark-appointment-done';
import { CancelDialog } from './cancel-dialog';
import { RescheduleDialog } from './reschedule-dialog';

/** One appointment of the agenda: its time, service, member and note, and what staff may do with it. */
export function AgendaItem({ item }: { item: AdminAppointment }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'confirm' | 'done'>();
  const [dialog, setDialog] = useState<'cancel' | 'reschedule'>();
  const active = isActiveAppointmentStatus(item.status);
  const refresh = () => queryClient.invalidateQueries({ queryKey: agendaKey });

  const act = async (kind: 'confirm' | 'done') => {
    const asked = await confirm({
      title: t(kind === 'confirm' ? 'appointments.admin.confirm_title' : 'appointments.admin.done_title'),
      text: t(kind === 'confirm' ? 'appointments.admin.confirm_text' : 'appointments.admin.done_text'),
      confirmLabel: t(kind === 'confirm' ? 'appointments.admin.confirm' : 'appointments.admin.done'),
      destructive: false,
    });
    if (!asked) return;
    setBusy(kind);
    try {
      if (kind === 'confirm') await confirmAppointment(item.id);
      else await markAppointmentDone(item.id);
      toast.success(
        t(kind === 'confirm' ? 'appointments.admin.confirmed' : 'appointments.admin.marked_done'),
      );
    } catch (error) {
      toast.error(errorText(error, t));
    } finally {
      setBusy(undefined);
      await refresh();
    }
  };

  return (
    <article
      data-testid="agenda-item"
      data-id={item.id}
      className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3 text-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <time dateTime={item.starts_at} className="font-semibold tabular-nums">
          {formatDate(locale, item.starts_at, {
            hour: 'numeric',
            minute: '2-digit',
            timeZone: item.time_zone,
          })}
        </time>
        <StatusBadge status={item.status} />
      </div>
      <UserText as="p" className="font-medium text-slate-900">
        {item.service.title}
      </UserText>
      <p className="text-slate-700">
        <span className="sr-only">{t('appointments.admin.member')}: </span>
        <UserText>{item.user.name}</UserText>
        {' · '}
        <a href={`mailto:${item.user.email}`} className="underline" dir="ltr">
          {item.user.email}
        </a>
      </p>
      {item.note ? (
        <p className="text-slate-600">
          {t('appointments.admin.note')}: <UserText>{item.note}</UserText>
        </p>
      ) : null}
      {item.staff_reason ? (
        <p className="text-slate-600">
          {t('appointments.admin.reason')}: <UserText>{item.staff_reason}</UserText>
        </p>
      ) : null}
      {active ? (
        <div className="flex flex-wrap gap-2">
          {item.status !== 'confirmed' ? (
            <Button size="sm" busy={busy === 'confirm'} onClick={() => void act('confirm')}>
              {t('appointments.admin.confirm')}
            </Button>
          ) : null}
          <Button size="sm" variant="secondary" onClick={() => setDialog('reschedule')}>
            {t('appointments.admin.reschedule')}
          </Button>
          <Button size="sm" variant="secondary" busy={busy === 'done'} onClick={() => void act('done')}>
            {t('appointments.admin.done')}
          </Button>
          <Button size="sm" variant="danger" onClick={() => setDialog('cancel')}>
            {t('appointments.admin.cancel')}
          </Button>
        </div>
      ) : null}
      {dialog === 'cancel' ? <CancelDialog item={item} onClose={() => setDialog(undefined)} /> : null}
      {dialog === 'reschedule' ? <RescheduleDialog item={item} onClose={() => setDialog(undefined)} /> : null}
    </article>
  );
}
