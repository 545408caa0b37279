import { conversationReportBodySchema, type ConversationReportBody } from '@portal/contract/messages';
import { CONVERSATION_REPORT_REASONS, MESSAGE_LIMITS } from '@portal/contract/messages-values';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { contractResolver, submitErrorText } from '../../../lib/form';
import { useLocale } from '../../../lib/use-locale';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { FormAlert, SubmitButton, TextAreaField } from '../../../ui/form-field';
import { Modal } from '../../../ui/modal';
import { useReportConversation } from '../api/conversation-actions';
import { CONVERSATION_REPORT_LABELS } from '../labels';

const FIELDS = ['reason', 'details'] as const;

/** Reporting a conversation to the moderators: a reason, details for "other"; then the server's word. */
export function ReportConversationDialog({
  conversationId,
  onClose,
}: {
  conversationId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const reasonErrorId = useId();
  const [formError, setFormError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const report = useReportConversation(conversationId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ConversationReportBody>({
    resolver: contractResolver(conversationReportBodySchema, locale),
    defaultValues: { details: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      setSent((await report.mutateAsync(values)).message);
    } catch (error) {
      setFormError(submitErrorText(error, setError, FIELDS, t));
    }
  });

  return (
    <Modal title={t('messages.report.title')} onClose={onClose} testId="report-conversation-dialog">
      {sent ? (
        <div className="flex flex-col gap-4">
          <p
            role="status"
            className="rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-green-900"
          >
            {sent}
          </p>
          <div className="flex justify-end">
            <Button onClick={onClose}>{t('messages.report.close')}</Button>
          </div>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormAlert message={formError} />
          <fieldset aria-describedby={errors.reason ? reasonErrorId : undefined}>
            <legend className="mb-2 text-sm font-medium text-slate-800">
              {t('messages.report.reason_label')}
            </legend>
            <div className="flex flex-col gap-1.5">
              {CONVERSATION_REPORT_REASONS.map((reason) => (
                <label key={reason} className="flex items-center gap-2 text-slate-800">
                  <input
                    type="radio"
                    value={reason}
                    {...register('reason')}
                    className="size-4 accent-brand-700"
                  />
                  {t(CONVERSATION_REPORT_LABELS[reason])}
                </label>
              ))}
            </div>
            {errors.reason ? (
              <p id={reasonErrorId} className="mt-1 text-sm text-red-700">
                {errors.reason.message}
              </p>
            ) : null}
          </fieldset>
          <TextAreaField
            label={t('messages.report.details_label')}
            error={errors.details?.message}
            textareaProps={{
              rows: 4,
              dir: 'auto',
              maxLength: MESSAGE_LIMITS.reportDetails.max,
              ...register('details'),
            }}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              {t('messages.report.cancel')}
            </Button>
            <SubmitButton pending={isSubmitting}>{t('messages.report.submit')}</SubmitButton>
          </div>
        </form>
      )}
    </Modal>
  );
}
