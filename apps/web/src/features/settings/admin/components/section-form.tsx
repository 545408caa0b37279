import { directionOf, LOCALES, type Locale } from '@portal/contract/locale';
import type { Settings, SettingsKey } from '@portal/contract/settings';
import { SETTINGS_SECTION_SCHEMAS } from '@portal/contract/settings-admin';
import { useId, useState, type ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { useTranslation } from '../../../../lib/use-translation';
import type { z } from 'zod';
import { errorText } from '../../../../lib/error-text';
import { contractResolver } from '../../../../lib/form';
import { HttpError } from '../../../../lib/http';
import { useLocale } from '../../../../lib/use-locale';
import { FormAlert, FormField, SubmitButton, TextAreaField } from '../../../../ui/form-field';
import { toast } from '../../../../ui/toast-store';
import { useSaveSettingsSection } from '../api/settings';
import { SECTION_LABELS } from '../settings-labels';
import { errorAnchor, firstMessage } from '../settings-form';

/**
 * One section of the settings screen: a form of its own, validated by the section's contract
 * schema before sending, saved alone. A 422 puts the server's messages under their fields
 * (or in the form's alert) and keeps what was typed; a save is told in the section (a live
 * status) and in a toast.
 */
export function useSectionForm<V extends FieldValues, K extends SettingsKey>({
  section,
  values,
  toBody,
  anchors,
}: {
  section: K;
  values: V;
  toBody: (values: V) => FieldValues;
  /** Where server errors may be shown (errorAnchor). */
  anchors: readonly string[];
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useSaveSettingsSection();
  const schema = SETTINGS_SECTION_SCHEMAS[section] as unknown as z.ZodType<Settings[K], FieldValues>;
  const form = useForm<V, unknown, Settings[K]>({
    resolver: contractResolver(schema, locale, toBody),
    defaultValues: values as DefaultValues<V>,
  });
  const [status, setStatus] = useState('');
  const [formError, setFormError] = useState<string>();

  const onSubmit = form.handleSubmit(async (body) => {
    setStatus('');
    setFormError(undefined);
    try {
      await save.mutateAsync({ section, body });
      form.reset(form.getValues());
      setStatus(t('admin-settings.saved'));
      toast.success(t('admin-settings.saved_section', { section: t(SECTION_LABELS[section].title) }));
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 422) {
        setFormError(errorText(error, t));
        return;
      }
      let unplaced = Object.keys(error.fieldErrors).length === 0;
      for (const [path, messages] of Object.entries(error.fieldErrors)) {
        const anchor = errorAnchor(path, anchors);
        if (anchor) {
          form.setError(
            anchor as Path<V>,
            { type: 'server', message: messages[0] ?? '' },
            { shouldFocus: true },
          );
        } else {
          unplaced = true;
        }
      }
      setFormError(unplaced ? error.message : t('admin-settings.not_saved'));
    }
  });

  return { form, onSubmit, status, formError };
}

/** A section's frame: its heading and help, the form, its alert, save button and live status. */
export function SectionShell({
  section,
  onSubmit,
  status,
  formError,
  pending,
  children,
}: {
  section: SettingsKey;
  onSubmit: () => void;
  status: string;
  formError: string | undefined;
  pending: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      id={`settings-${section}`}
      data-testid={`settings-${section}`}
      className="scroll-mt-4 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id={titleId} className="text-lg font-bold">
        {t(SECTION_LABELS[section].title)}
      </h2>
      <p className="mb-4 text-sm text-slate-600">{t(SECTION_LABELS[section].hint)}</p>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormAlert message={formError} />
        {children}
        <div className="flex flex-wrap items-center justify-end gap-3">
          <p role="status" className="text-sm font-medium text-green-800">
            {status}
          </p>
          <SubmitButton pending={pending}>{t('admin-settings.save')}</SubmitButton>
        </div>
      </form>
    </section>
  );
}

/** Checkboxes of one list field (each checked box's value goes into the list). */
export function CheckboxGroup({
  legend,
  hint,
  options,
  registration,
  error,
}: {
  legend: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
  registration: UseFormRegisterReturn;
  error: unknown;
}) {
  const message = firstMessage(error);
  const errorId = useId();
  return (
    <fieldset aria-describedby={message ? errorId : undefined}>
      <legend className="mb-1 text-sm font-semibold text-slate-800">{legend}</legend>
      {hint ? <p className="mb-2 text-xs text-slate-500">{hint}</p> : null}
      <div className="grid gap-1 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm">
            <input type="checkbox" value={option.value} {...registration} className="size-4" />
            {option.label}
          </label>
        ))}
      </div>
      {message ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}

const LANGUAGE_LABELS: Record<Locale, string> = {
  ar: 'admin-settings.language.ar',
  fr: 'admin-settings.language.fr',
  en: 'admin-settings.language.en',
};

/** A text in each language, each typed in its own language and direction. */
export function LocalizedFields({
  legend,
  register,
  errors,
  multiline = false,
  maxLength,
  testId,
}: {
  legend: string;
  register: (locale: Locale) => UseFormRegisterReturn;
  errors: unknown;
  multiline?: boolean;
  maxLength: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  const errorOf = (locale: Locale) => firstMessage((errors as Record<string, unknown> | undefined)?.[locale]);
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-semibold text-slate-800">{legend}</legend>
      {LOCALES.map((locale) =>
        multiline ? (
          <TextAreaField
            key={locale}
            label={t(LANGUAGE_LABELS[locale])}
            error={errorOf(locale)}
            textareaProps={{
              ...register(locale),
              lang: locale,
              dir: directionOf(locale),
              rows: 5,
              maxLength,
              ...(testId ? { 'data-testid': `${testId}-${locale}` } : {}),
            }}
          />
        ) : (
          <FormField
            key={locale}
            label={t(LANGUAGE_LABELS[locale])}
            error={errorOf(locale)}
            inputProps={{ ...register(locale), lang: locale, dir: directionOf(locale), maxLength }}
          />
        ),
      )}
    </fieldset>
  );
}
