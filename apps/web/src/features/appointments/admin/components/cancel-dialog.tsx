import {
  staffCancelAppointmentBodySchema,
  type AdminAppointment,
  type StaffCancelAppointmentBody,
} from '@portal/contract/appointments';
import { APPOINTMENT_LIMITS } from '@portal/contract/appointments-values';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../../lib/use-translation';
import { contractResolver, submitErrorText } from '../../../../lib/form';
import { useLocale } from '../../../../lib/use-locale';
import { Button } from '../../../../ui/button';
import { FormAlert, TextAreaField } from '../../../../ui/form-field';
import { Modal } from '../../../../ui/modal';
import { toast } from '../../../../ui/toast-store';
import { agendaKey } from '../api/agenda';
import { cancelAppointment } from '../api/cancel-appointment';

/** Cancelling by staff: the reason is required, and mailed to the member. */
export function CancelDialog({ item, onClose }: { item: AdminAppointment; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string>();
  const { register, handleSubmit, setError, formState } = useForm<StaffCancelAppointmentBody>({
    resolver: contractResolver(staffCancelAppointmentBodySchema, locale),
    defaultValues: { reason: '' },
  });
  const submit = handleSubmit(async (body) => {
    setFormError(undefined);
    try {
      await cancelAppointment(item.id, body);
      toast.success(t('appointments.admin.cancelled'));
      await queryClient.invalidateQueries({ queryKey: agendaKey });
      onClose();
    } catch (error) {
      setFormError(submitErrorText(error, setError, ['reason'], t));
    }
  });
  return (
    <Modal title={t('appointments.admin.cancel_title')} onClose={onClose} testId="agenda-cancel-dialog">
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
        <FormAlert message={formError} />
        <TextAreaField
          label={t('appointments.admin.reason')}
          hint={t('appointments.admin.cancel_reason_hint')}
          error={formState.errors.reason?.message}
          textareaProps={{
            ...register('reason'),
            rows: 3,
            required: true,
            maxLength: APPOINTMENT_LIMITS.reason.max,
            dir: 'auto',
          }}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('appointments.admin.close')}
          </Button>
          <Button type="submit" variant="danger" busy={formState.isSubmitting}>
            {t('appointments.admin.cancel_submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
