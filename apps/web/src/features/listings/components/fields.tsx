import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Controls of the listing form that ui/form-field.tsx does not have (a select, a text area),
 * wired the same way: label, hint and error tied to the control for screen readers.
 */
function useDescribedBy(hint?: string, error?: string) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

function Messages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: string;
  hintId: string;
  error?: string;
  errorId: string;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

const controlClass = (error?: string) =>
  `w-full rounded-lg border bg-white px-3 py-2 text-base ${error ? 'border-red-600' : 'border-slate-300'}`;

export interface Option {
  value: string;
  label: string;
}

export function SelectField({
  label,
  options,
  error,
  hint,
  placeholder,
  selectProps,
}: {
  label: string;
  options: readonly Option[];
  error?: string | undefined;
  hint?: string;
  /** A first, empty choice ("Not specified"). */
  placeholder?: string;
  selectProps: SelectHTMLAttributes<HTMLSelectElement> & { 'data-testid'?: string };
}) {
  const { id, hintId, errorId, describedBy } = useDescribedBy(hint, error);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {/* Drawn like the inputs and the searchable selects beside it: same height, the arrow at the end. */}
      <div className="relative">
        <select
          id={id}
          {...selectProps}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${controlClass(error)} appearance-none pe-9`}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      <Messages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  textareaProps,
}: {
  label: string;
  error?: string | undefined;
  hint?: string;
  textareaProps: TextareaHTMLAttributes<HTMLTextAreaElement> & { 'data-testid'?: string };
}) {
  const { id, hintId, errorId, describedBy } = useDescribedBy(hint, error);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={6}
        {...textareaProps}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={controlClass(error)}
      />
      <Messages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/** A yes/no question the author may leave unanswered: a select of "Not specified", "Yes", "No". */
export function AnswerField({
  label,
  error,
  hint,
  selectProps,
}: {
  label: string;
  error?: string | undefined;
  hint?: string;
  selectProps: SelectHTMLAttributes<HTMLSelectElement>;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={label}
      error={error}
      hint={hint}
      placeholder={t('listings.form.not_specified')}
      options={[
        { value: 'yes', label: t('listings.form.yes') },
        { value: 'no', label: t('listings.form.no') },
      ]}
      selectProps={selectProps}
    />
  );
}

/** One titled card of the form. */
export function FormSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-4 flex flex-col gap-4">{children}</div>
    </section>
  );
}
