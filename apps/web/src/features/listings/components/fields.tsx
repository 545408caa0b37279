import type { ReactNode, SelectHTMLAttributes } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { SelectField } from '../../../ui/form-field';

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
