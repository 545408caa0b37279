import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { errorText } from '../lib/error-text';
import { contractResolver, submitErrorText } from '../lib/form';
import { HttpError } from '../lib/http';
import { useLocale } from '../lib/use-locale';
import { useTranslation } from '../lib/use-translation';
import { Button } from './button';
import { FormAlert, SubmitButton, TextAreaField } from './form-field';
import { Modal } from './modal';

/** What a report says: a reason of the list, details (required for "other", the schema decides). */
export interface ReportValues extends FieldValues {
  reason: string;
  details?: string | null | undefined;
}

export interface ReportDialogTexts {
  title: string;
  reasonLabel: string;
  detailsLabel: string;
  /** Under the details: how many characters are used of the most. */
  detailsHint?: (used: number) => string;
  cancel: string;
  submit: string;
  close: string;
}

type Outcome = { kind: 'sent'; message: string } | { kind: 'already'; message: string };

const FIELDS = ['reason', 'details'] as const;

/** The server's answer to a second open report of the same thing by the same person. */
const isAlreadyReported = (error: unknown) =>
  error instanceof HttpError && error.body?.code === 'already_reported';

/**
 * Reporting something to the moderators (a listing, a conversation), in a modal dialog (APG
 * dialog pattern: focus moves in and stays, Escape closes, focus returns to the opener): a
 * reason from the list and details, checked by the contract's schema; the server's localized
 * errors show on their fields; once sent, or when the server says it was reported before (or
 * `already` says so before asking), the dialog tells it and offers Close.
 */
export function ReportDialog<Values extends ReportValues>({
  texts,
  reasons,
  schema,
  detailsMax,
  send,
  already,
  onClose,
  testId,
}: {
  texts: ReportDialogTexts;
  reasons: readonly { value: string; label: string }[];
  schema: z.ZodType<unknown, Values>;
  detailsMax: number;
  /** Sends the report; the server's message. */
  send: (values: Values) => Promise<string>;
  /** Reported before (the viewer's state says so): the dialog only tells it, in these words. */
  already?: string | undefined;
  onClose: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const reasonErrorId = useId();
  const [formError, setFormError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome | undefined>(() =>
    already ? { kind: 'already', message: already } : undefined,
  );
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, unknown>({
    resolver: contractResolver(schema, locale),
    defaultValues: { details: '' } as DefaultValues<Values>,
  });
  const closeButton = useRef<HTMLButtonElement>(null);
  // The form (and the button pressed) gives way to the outcome: focus moves to its Close.
  useEffect(() => {
    if (outcome) closeButton.current?.focus();
  }, [outcome]);
  const details = (useWatch({ control, name: 'details' as Path<Values> }) as string | undefined) ?? '';

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      setOutcome({ kind: 'sent', message: await send(values as Values) });
    } catch (error) {
      if (isAlreadyReported(error)) {
        setOutcome({ kind: 'already', message: errorText(error, t) });
        return;
      }
      setFormError(submitErrorText(error, setError, FIELDS, t));
    }
  });

  return (
    <Modal title={texts.title} onClose={onClose} testId={testId}>
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
              {texts.close}
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormAlert message={formError} />
          <fieldset aria-describedby={errors.reason ? reasonErrorId : undefined}>
            <legend className="mb-2 text-sm font-medium text-slate-800">{texts.reasonLabel}</legend>
            <div className="flex flex-col gap-1.5">
              {reasons.map(({ value, label }) => (
                <label key={value} className="flex items-center gap-2 text-slate-800">
                  <input
                    type="radio"
                    value={value}
                    {...register('reason' as Path<Values>)}
                    className="size-4 accent-brand-700"
                  />
                  {label}
                </label>
              ))}
            </div>
            {errors.reason ? (
              <p id={reasonErrorId} className="mt-1 text-sm text-red-700">
                {String(errors.reason.message ?? '')}
              </p>
            ) : null}
          </fieldset>
          <TextAreaField
            label={texts.detailsLabel}
            hint={texts.detailsHint?.(details.length)}
            error={errors.details?.message as string | undefined}
            textareaProps={{
              rows: 4,
              dir: 'auto',
              maxLength: detailsMax,
              ...register('details' as Path<Values>),
            }}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              {texts.cancel}
            </Button>
            <SubmitButton pending={isSubmitting}>{texts.submit}</SubmitButton>
          </div>
        </form>
      )}
    </Modal>
  );
}
