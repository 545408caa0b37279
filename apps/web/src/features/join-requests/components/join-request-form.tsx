import {
  JOIN_FILES_FIELD,
  joinRequestFieldsSchema,
  type JoinRequestFields,
} from '@portal/contract/join-requests';
import {
  JOIN_DOMAINS,
  JOIN_FILE_ACCEPT,
  JOIN_FILE_MAX_BYTES,
  JOIN_REQUEST_LIMITS,
  JOIN_VISIT_RULE,
  joinVisitProblem,
} from '@portal/contract/join-requests-values';
import { isolate } from '@portal/contract/bidi';
import { validationMessage } from '@portal/contract/validation';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from '../../../ui/link';
import { contractResolver, submitErrorText } from '../../../lib/form';
import { formatFileSize, formatNumber } from '../../../lib/format';
import { HttpError } from '../../../lib/http';
import { useLocale } from '../../../lib/use-locale';
import { Button, buttonClass } from '../../../ui/button';
import { DateTimePicker } from '../../../ui/date-time-picker';
import { dateKey } from '../../../ui/date-time';
import { FormAlert, FormField, SelectField, SubmitButton, TextAreaField } from '../../../ui/form-field';
import { isAcceptedFile } from '../../../ui/uploader';
import { UserText } from '../../../ui/user-text';
import { MY_JOIN_REQUESTS_KEY } from '../api/my-join-requests';
import { sendJoinRequest } from '../api/send-join-request';
import { DOMAIN_LABELS } from '../labels';

const EMPTY: JoinRequestFields = {
  domaine: '' as JoinRequestFields['domaine'],
  visite_subject: '',
  dateTime: '',
  message: '',
};
const FIELDS = ['domaine', 'visite_subject', 'dateTime', 'message', JOIN_FILES_FIELD] as const;
const VISIT_RULES = () => ({
  minTime: JOIN_VISIT_RULE.opens,
  maxTime: JOIN_VISIT_RULE.closes,
  minuteStep: JOIN_VISIT_RULE.minuteStep,
});

/**
 * The /join-us form: domain, subject and time of the visit, a message and one to five files
 * (checked here by type and size; the server reads their bytes). The fields follow the
 * contract's schema and the visit its rule on the portal's clock (`timeZone`); everything is
 * sent in one multipart request. Sent, it gives way to the server's thanks.
 */
export function JoinRequestForm({ timeZone, verified }: { timeZone: string; verified: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const filesId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [sent, setSent] = useState<string>();

  const schema = useMemo(
    () =>
      joinRequestFieldsSchema.superRefine((value, ctx) => {
        const problem = joinVisitProblem(new Date(value.dateTime), new Date(), timeZone);
        if (problem) ctx.addIssue({ code: 'custom', path: ['dateTime'], message: problem });
      }),
    [timeZone],
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<JoinRequestFields>({ resolver: contractResolver(schema, locale), defaultValues: EMPTY });

  const maxSize = formatFileSize(locale, JOIN_FILE_MAX_BYTES);
  const checkFiles = (list: readonly File[]): string | undefined => {
    if (list.length < JOIN_REQUEST_LIMITS.files.min)
      return validationMessage(locale, 'validation.join_files_required');
    if (list.length > JOIN_REQUEST_LIMITS.files.max)
      return validationMessage(locale, 'validation.join_files_too_many');
    for (const file of list) {
      if (!isAcceptedFile(file, JOIN_FILE_ACCEPT))
        return t('join-requests.form.file_type', { name: file.name });
      if (file.size > JOIN_FILE_MAX_BYTES)
        return t('join-requests.form.file_too_large', { name: file.name, size: maxSize });
    }
    return undefined;
  };

  const addFiles = (chosen: FileList | null) => {
    const next = [...files, ...Array.from(chosen ?? [])];
    setFiles(next);
    setFilesError(checkFiles(next));
    if (fileInput.current) fileInput.current.value = '';
  };
  const removeFile = (index: number) => {
    const next = files.filter((_, i) => i !== index);
    setFiles(next);
    setFilesError(next.length > 0 ? checkFiles(next) : undefined);
  };

  const onSubmit = handleSubmit(
    async (values) => {
      setFormError(undefined);
      const problem = checkFiles(files);
      setFilesError(problem);
      if (problem) return;
      try {
        const answer = await sendJoinRequest(values, files);
        void queryClient.invalidateQueries({ queryKey: MY_JOIN_REQUESTS_KEY });
        setSent(answer.message);
      } catch (error) {
        const fileErrors = error instanceof HttpError ? error.fieldErrors[JOIN_FILES_FIELD] : undefined;
        if (fileErrors?.length) setFilesError(fileErrors[0]);
        setFormError(submitErrorText(error, setError, FIELDS, t));
      }
    },
    () => setFilesError(checkFiles(files)),
  );

  if (sent) {
    return (
      <section
        role="status"
        className="flex flex-col gap-4 rounded-xl border border-green-200 bg-green-50 p-6"
        data-testid="join-sent"
      >
        <h2 className="text-lg font-semibold text-green-900">{t('join-requests.form.sent_title')}</h2>
        <p className="text-green-900">{sent}</p>
        <div className="flex flex-wrap gap-3">
          <Link to="/profile/join-requests" className={buttonClass()}>
            {t('join-requests.form.see_requests')}
          </Link>
          <Button
            variant="secondary"
            onClick={() => {
              reset(EMPTY);
              setFiles([]);
              setSent(undefined);
            }}
          >
            {t('join-requests.form.send_another')}
          </Button>
        </div>
      </section>
    );
  }

  const today = new Date();
  const last = new Date(today.getTime() + JOIN_VISIT_RULE.maxDays * 86_400_000);
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="join-form">
      {verified ? null : <FormAlert message={t('join-requests.form.unverified')} />}
      <FormAlert message={formError} />
      <SelectField
        label={t('join-requests.form.domain')}
        placeholder={t('join-requests.form.domain_placeholder')}
        options={JOIN_DOMAINS.map((d) => ({ value: d, label: t(DOMAIN_LABELS[d]) }))}
        error={errors.domaine?.message}
        selectProps={{ ...register('domaine'), required: true, 'data-testid': 'join-domain' }}
      />
      <FormField
        label={t('join-requests.form.subject')}
        hint={t('join-requests.form.subject_hint')}
        error={errors.visite_subject?.message}
        inputProps={{
          ...register('visite_subject'),
          dir: 'auto',
          required: true,
          maxLength: JOIN_REQUEST_LIMITS.visiteSubject.max,
          'data-testid': 'join-subject',
        }}
      />
      <Controller
        control={control}
        name="dateTime"
        render={({ field }) => (
          <DateTimePicker
            label={t('join-requests.form.date_time')}
            description={t('join-requests.form.date_time_hint', { zone: timeZone })}
            value={field.value ? new Date(field.value) : null}
            onChange={(value) => field.onChange(value ? value.toISOString() : '')}
            rules={VISIT_RULES}
            minDate={dateKey(today)}
            maxDate={dateKey(last)}
            required
            error={errors.dateTime?.message}
            id="join-date"
          />
        )}
      />
      <TextAreaField
        label={t('join-requests.form.message')}
        hint={t('join-requests.form.message_hint')}
        error={errors.message?.message}
        textareaProps={{
          ...register('message'),
          dir: 'auto',
          required: true,
          maxLength: JOIN_REQUEST_LIMITS.message.max,
          'data-testid': 'join-message',
        }}
      />
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={`${filesId}-hint${filesError ? ` ${filesId}-error` : ''}`}
      >
        <legend className="font-medium">{t('join-requests.form.files')}</legend>
        <p id={`${filesId}-hint`} className="text-sm text-slate-600">
          {t('join-requests.form.files_hint', {
            max: formatNumber(locale, JOIN_REQUEST_LIMITS.files.max),
            size: maxSize,
          })}
        </p>
        <label className={`${buttonClass({ variant: 'secondary' })} w-fit cursor-pointer`}>
          {t('join-requests.form.files_choose')}
          <input
            ref={fileInput}
            type="file"
            multiple
            accept={JOIN_FILE_ACCEPT.join(',')}
            className="sr-only"
            data-testid="join-files"
            onChange={(event) => addFiles(event.target.files)}
          />
        </label>
        {files.length > 0 ? (
          <ul aria-label={t('join-requests.form.files_chosen')} className="flex flex-col gap-1">
            {files.map((file, index) => (
              <li
                key={`${file.name}-${index}`}
                className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm"
              >
                <span>
                  <UserText>{file.name}</UserText>{' '}
                  <span className="text-slate-600">({formatFileSize(locale, file.size)})</span>
                </span>
                <Button variant="link" onClick={() => removeFile(index)}>
                  {t('join-requests.form.files_remove', { name: isolate(file.name) })}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        {filesError ? (
          <p id={`${filesId}-error`} role="alert" className="text-sm text-red-700">
            {filesError}
          </p>
        ) : null}
      </fieldset>
      <div>
        <SubmitButton pending={isSubmitting}>{t('join-requests.form.submit')}</SubmitButton>
      </div>
    </form>
  );
}
