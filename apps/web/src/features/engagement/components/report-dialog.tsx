import {
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  reportBodySchema,
  type ReportBody,
} from '@portal/contract/engagement';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { applyServerErrors, contractResolver } from '../../../lib/form';
import { formatNumber } from '../../../lib/format';
import { HttpError } from '../../../lib/http';
import { useLocale } from '../../../lib/use-locale';
import { FormAlert, SubmitButton } from '../../../ui/form-field';
import { useModalFocus } from '../../../ui/use-modal-focus';
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
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const detailsId = useId();
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
  useModalFocus(panel, { open: true, onEscape: onClose });
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
      const top = applyServerErrors(error, setError, FIELDS);
      setFormError(error instanceof HttpError && error.status === 422 ? top : errorText(error, t));
    }
  });

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center overflow-y-auto bg-slate-950/50 p-4">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid="report-dialog"
        className="w-full max-w-lg rounded-2xl bg-white p-6 text-start shadow-xl"
      >
        <h2 id={titleId} className="mb-4 text-lg font-semibold text-slate-900">
          {t('engagement.report.title')}
        </h2>
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
              <button
                ref={closeButton}
                type="button"
                onClick={onClose}
                className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
              >
                {t('engagement.report.close')}
              </button>
            </div>
          </div>
        ) : (
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
            <FormAlert message={formError} />
            <fieldset aria-describedby={errors.reason ? `${titleId}-reason-error` : undefined}>
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
                <p id={`${titleId}-reason-error`} className="mt-1 text-sm text-red-700">
                  {errors.reason.message}
                </p>
              ) : null}
            </fieldset>
            <div className="flex flex-col gap-1">
              <label htmlFor={detailsId} className="text-sm font-medium text-slate-800">
                {t('engagement.report.details_label')}
              </label>
              <textarea
                id={detailsId}
                rows={4}
                maxLength={REPORT_DETAILS_MAX}
                {...register('details')}
                aria-invalid={errors.details ? true : undefined}
                aria-describedby={`${detailsId}-hint${errors.details ? ` ${detailsId}-error` : ''}`}
                className={`rounded-lg border bg-white px-3 py-2 text-base ${errors.details ? 'border-red-600' : 'border-slate-300'}`}
              />
              <p id={`${detailsId}-hint`} className="text-xs text-slate-500">
                {t('engagement.report.details_hint', {
                  used: formatNumber(locale, details.length),
                  max: formatNumber(locale, REPORT_DETAILS_MAX),
                })}
              </p>
              {errors.details ? (
                <p id={`${detailsId}-error`} className="text-sm text-red-700">
                  {errors.details.message}
                </p>
              ) : null}
            </div>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <button
                type="button"
                onClick={onClose}
                className="rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50"
              >
                {t('engagement.report.cancel')}
              </button>
              <SubmitButton pending={isSubmitting}>{t('engagement.report.submit')}</SubmitButton>
            </div>
          </form>
        )}
      </div>
    </div>,
    document.body,
  );
}
