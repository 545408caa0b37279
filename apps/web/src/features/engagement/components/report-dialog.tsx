import {
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  reportBodySchema,
  type ReportBody,
} from '@portal/contract/engagement';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { errorText } from '../../../lib/error-text';
import { submitErrorText, contractResolver } from '../../../lib/form';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { Button } from '../../../ui/button';
import { FormAlert, SubmitButton, TextAreaField } from '../../../ui/form-field';
import { Modal } from '../../../ui/modal';
import { isAlreadyReported, useReportListing } from '../api/report';
import { REPORT_REASON_LABELS } from '../labels';

const FIELDS = ['reason', 'details'] as const;
type Outcome = { kind: 'sent'; message: string } | { kind: 'already'; message: string };

/**
 * The report form in a modal dialog (APG dialog pattern: focus moves in and stays, Escape
 * closes, focus returns to the opener). A reason from the list, details required for
 * "other"; the server's localized errors show on their fields; once sent, or when the server
 * says it was reported before, the dialog says so.
 */
export function ReportDialog({
  listingId,
  alreadyReported,
  onClose,
}: {
  listingId: number;
  /** Reported before (the viewer state says so): the dialog only tells it. */
  alreadyReported: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const reasonErrorId = useId();
  const [formError, setFormError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome | undefined>(() =>
    alreadyReported ? { kind: 'already', message: t('engagement.report.already') } : undefined,
  );
  const report = useReportListing(listingId);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ReportBody>({
    resolver: contractResolver(reportBodySchema, locale),
    defaultValues: { details: '' },
  });
  const closeButton = useRef<HTMLButtonElement>(null);
  // The form (and the button pressed) gives way to the outcome: focus moves to its Close.
  useEffect(() => {
    if (outcome) closeButton.current?.focus();
  }, [outcome]);
  const details = useWatch({ control, name: 'details' }) ?? '';

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const res = await report.mutateAsync(values);
      setOutcome({ kind: 'sent', message: res.message });
    } catch (error) {
      if (isAlreadyReported(error)) {
        setOutcome({ kind: 'already', message: errorText(error, t) });
        return;
      }
      setFormError(submitErrorText(error, setError, FIELDS, t));
    }
  });

  return (
    <Modal title={t('engagement.report.title')} onClose={onClose} testId="report-dialog">
      {outcome ? (
        <div className="flex flex-col gap-4">
          <p
            role="status"
            data-testid={outcome.kind === 'sent' ? 'report-sent' : 'report-already'}
            className={`rounded-lg border px-3 py-2 ${outcome.kind === 'sent' ? 'border-green-200 bg-green-50 text-green-900' : 'border-amber-200 bg-amber-50 text-amber-950'}`}
          >
            {outcome.message}
          </p>
          <div className="flex justify-end">
            <Button ref={closeButton} onClick={onClose}>
              {t('engagement.report.close')}
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormAlert message={formError} />
          <fieldset aria-describedby={errors.reason ? reasonErrorId : undefined}>
            <legend className="mb-2 text-sm font-medium text-slate-800">
              {t('engagement.report.reason_label')}
            </legend>
            <div className="flex flex-col gap-1.5">
              {REPORT_REASONS.map((reason) => (
                <label key={reason} className="flex items-center gap-2 text-slate-800">
                  <input
                    type="radio"
                    value={reason}
                    {...register('reason')}
                    className="size-4 accent-brand-700"
                  />
                  {t(REPORT_REASON_LABELS[reason])}
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
            label={t('engagement.report.details_label')}
            hint={t('engagement.report.details_hint', {
              used: formatNumber(locale, details.length),
              max: formatNumber(locale, REPORT_DETAILS_MAX),
            })}
            error={errors.details?.message}
            textareaProps={{ rows: 4, maxLength: REPORT_DETAILS_MAX, ...register('details') }}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              {t('engagement.report.cancel')}
            </Button>
            <SubmitButton pending={isSubmitting}>{t('engagement.report.submit')}</SubmitButton>
          </div>
        </form>
      )}
    </Modal>
  );
}
