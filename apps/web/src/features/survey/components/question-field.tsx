import type { SurveyFormQuestion } from '@portal/contract/survey';
import { SURVEY_LIMITS, SURVEY_RATING } from '@portal/contract/survey-values';
import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { FormField, TextAreaField } from '../../../ui/form-field';

const SCALE = Array.from(
  { length: SURVEY_RATING.max - SURVEY_RATING.min + 1 },
  (_, i) => SURVEY_RATING.min + i,
);

/** The question's wording, with "(optional)" or "(required)" as the form says it. */
function useQuestionLabel(question: SurveyFormQuestion): string {
  const { t } = useTranslation();
  return `${question.text} ${question.required ? t('survey.required') : ''}`.trim();
}

/** A group of radios or checkboxes under its question (fieldset and legend), its error under it. */
function Group({
  legend,
  error,
  children,
  testId,
}: {
  legend: string;
  error: string | undefined;
  children: ReactNode;
  testId: string;
}) {
  const errorId = useId();
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      data-testid={testId}
    >
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      {children}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

interface FieldProps {
  question: SurveyFormQuestion;
  registration: UseFormRegisterReturn;
  error: string | undefined;
}

/**
 * The scale of a rating as radios (one keyboard stop, arrows move along it), each a star with
 * its number, and its words for screen readers ("4 of 5").
 */
function RatingField({ question, registration, error }: FieldProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Group legend={useQuestionLabel(question)} error={error} testId={`survey-question-${question.key}`}>
      <div className="flex flex-wrap gap-2">
        {SCALE.map((value) => (
          <label key={value} className="relative">
            <input type="radio" value={String(value)} {...registration} className="peer sr-only" />
            <span
              aria-hidden="true"
              className="flex min-w-14 cursor-pointer flex-col items-center rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-700 peer-checked:border-amber-500 peer-checked:bg-amber-50 peer-checked:text-amber-800 peer-focus-visible:ring-2 peer-focus-visible:ring-sky-600"
            >
              <span className="text-xl leading-none">★</span>
              <span className="text-sm font-semibold">{formatNumber(locale, value)}</span>
            </span>
            <span className="sr-only">
              {t('survey.rating_value', {
                value: formatNumber(locale, value),
                max: formatNumber(locale, SURVEY_RATING.max),
              })}
            </span>
          </label>
        ))}
      </div>
      <p className="flex justify-between text-xs text-slate-500" aria-hidden="true">
        <span>{t('survey.rating_low')}</span>
        <span>{t('survey.rating_high')}</span>
      </p>
    </Group>
  );
}

function ChoiceField({ question, registration, error }: FieldProps) {
  const multiple = question.type === 'multi_choice';
  return (
    <Group legend={useQuestionLabel(question)} error={error} testId={`survey-question-${question.key}`}>
      <div className="grid gap-2 sm:grid-cols-2">
        {question.options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 has-[:checked]:border-sky-600 has-[:checked]:bg-sky-50"
          >
            <input
              type={multiple ? 'checkbox' : 'radio'}
              value={option.value}
              {...registration}
              className="size-4 accent-sky-700"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </Group>
  );
}

/** One question of the survey, drawn for its kind. */
export function QuestionField({ question, registration, error }: FieldProps) {
  const label = useQuestionLabel(question);
  switch (question.type) {
    case 'rating':
      return <RatingField question={question} registration={registration} error={error} />;
    case 'single_choice':
    case 'multi_choice':
      return <ChoiceField question={question} registration={registration} error={error} />;
    case 'short_text':
      return (
        <FormField
          label={label}
          error={error}
          inputProps={{
            ...registration,
            dir: 'auto',
            maxLength: SURVEY_LIMITS.shortText.max,
            'data-testid': `survey-question-${question.key}`,
          }}
        />
      );
    case 'long_text':
      return (
        <TextAreaField
          label={label}
          error={error}
          textareaProps={{
            ...registration,
            dir: 'auto',
            rows: 5,
            maxLength: SURVEY_LIMITS.longText.max,
            'data-testid': `survey-question-${question.key}`,
          }}
        />
      );
  }
}
