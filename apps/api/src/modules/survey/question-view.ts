import type { Locale } from '@portal/contract/locale';
import type { AdminSurveyQuestion, SurveyFormQuestion } from '@portal/contract/survey';
import type { SurveyQuestionType } from '@portal/contract/survey-values';
import type { QuestionRow, QuestionWithCount } from './queries';

type Localized = { ar: string; fr: string; en: string };
export type StoredOption = { value: string; label: Localized };

export const optionsOf = (row: QuestionRow) => row.options as StoredOption[];
export const textOf = (row: QuestionRow) => row.text as Localized;

/** A question as the back office edits it. */
export function adminQuestionView(row: QuestionWithCount): AdminSurveyQuestion {
  return {
    id: row.id,
    key: row.key,
    type: row.type as SurveyQuestionType,
    required: row.required,
    active: row.active,
    built_in: row.builtIn,
    position: row.position,
    text: textOf(row),
    options: optionsOf(row),
    answers: row.answers,
  };
}

/** A question of the form, in the page's language. */
export function formQuestionView(row: QuestionRow, locale: Locale): SurveyFormQuestion {
  return {
    key: row.key,
    type: row.type as SurveyQuestionType,
    required: row.required,
    text: textOf(row)[locale],
    options: optionsOf(row).map((option) => ({ value: option.value, label: option.label[locale] })),
  };
}
