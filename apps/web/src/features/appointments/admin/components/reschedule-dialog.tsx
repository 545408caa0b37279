import {
  rescheduleAppointmentBodySchema,
  type AdminAppointment,
  type RescheduleAppointmentBody,
} from '@portal/contract/appointments';
import { APPOINTMENT_LIMITS } from '@portal/contract/appointments-values';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../../lib/use-translation';
import { contractResolver, submitErrorText } from '../../../../lib/form';
import { HttpError } from '../../../../lib/http';
import { useLocale } from '../../../../lib/use-locale';
import { Button } from '../../../../ui/button';
import { dateKey } from '../../../../ui/date-time';
import { FormAlert, TextAreaField } from '../../../../ui/form-field';
import { Modal } from '../../../../ui/modal';
import { toast } from '../../../../ui/toast-store';
import { availabilityKey, useAvailability } from '../../api/availability';
import { FreeSlotField } from '../../components/free-slot-picker';
import { freeSlots, localZoneName } from '../../slots';
import { agendaKey } from '../api/agenda';
import { rescheduleAppointment } from '../api/reschedule-appointment';

interface RescheduleForm {
  starts_at: Date | null;
  reason: string;
}

const toBody = (v: RescheduleForm) => ({
  starts_at: v.starts_at?.toISOString(),
  ...(v.reason.trim() ? { reason: v.reason.trim() } : {}),
});

/** Moving an appointment to another free slot of its service and branch, with an optional reason. */
export function RescheduleDialog({ item, onClose }: { item: AdminAppointment; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string>();
  const [today] = useState(() => dateKey(new Date()));
  const availability = useAvailability(item.service.id, item.branch.id, today);
  const free = useMemo(() => freeSlots(availability.data?.days ?? []), [availability.data]);
  const { control, register, handleSubmit, setError, setValue, formState } = useForm<
    RescheduleForm,
    unknown,
    RescheduleAppointmentBody
  >({
    resolver: contractResolver(rescheduleAppointmentBodySchema, locale, toBody),
    defaultValues: { starts_at: null, reason: '' },
  });
  const submit = handleSubmit(async (body) => {
    setFormError(undefined);
    const slot = free.slotAt(new Date(body.starts_at));
    try {
      await rescheduleAppointment(item.id, { ...body, starts_at: slot?.starts_at ?? body.starts_at });
      toast.success(t('appointments.admin.rescheduled'));
      await queryClient.invalidateQueries({ queryKey: agendaKey });
      await queryClient.invalidateQueries({ queryKey: availabilityKey });
      onClose();
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) {
        await queryClient.invalidateQueries({ queryKey: availabilityKey });
        setValue('starts_at', null);
      }
      setFormError(submitErrorText(error, setError, ['starts_at', 'reason'], t));
    }
  });
  return (
    <Modal
      title={t('appointments.admin.reschedule_title')}
      onClose={onClose}
      testId="agenda-reschedule-dialog"
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
        <FormAlert message={formError} />
        <p className="text-sm text-slate-600">
          {t('appointments.admin.times_zone', { zone: localZoneName() })}
        </p>
        <FreeSlotField
          control={control}
          name="starts_at"
          availability={availability}
          free={free}
          label={t('appointments.admin.new_time')}
        />
        <TextAreaField
          label={t('appointments.admin.reason')}
          hint={t('appointments.admin.reschedule_reason_hint')}
          error={formState.errors.reason?.message}
          textareaProps={{
            ...register('reason'),
            rows: 3,
            maxLength: APPOINTMENT_LIMITS.reason.max,
            dir: 'auto',
          }}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('appointments.admin.close')}
          </Button>
          <Button type="submit" busy={formState.isSubmitting}>
            {t('appointments.admin.reschedule_submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
