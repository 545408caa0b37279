import type { Locale } from '@portal/contract/locale';
import type { SurveyResults } from '@portal/contract/survey';
import { isChoiceType, SURVEY_RATING, type SurveyQuestionType } from '@portal/contract/survey-values';
import type { SurveyDeps } from './deps';
import {
  answeredCounts,
  countResponses,
  optionCounts,
  ratingCounts,
  selectQuestions,
  type Period,
} from './queries';
import { optionsOf, textOf } from './question-view';

const SCALE = Array.from(
  { length: SURVEY_RATING.max - SURVEY_RATING.min + 1 },
  (_, i) => SURVEY_RATING.min + i,
);

/**
 * Every question's results in a period, in the reader's language: how many answered it; for a
 * choice, each option's count (an option removed since that still has answers comes last, by
 * its value); for a rating, the count of each value and the average. Text answers are read a
 * page at a time (text-answers.ts).
 */
export async function surveyResults(
  deps: Pick<SurveyDeps, 'db'>,
  locale: Locale,
  period: Period,
): Promise<SurveyResults> {
  const [responses, questions, answered, options, ratings] = await Promise.all([
    countResponses(deps.db, period),
    selectQuestions(deps.db),
    answeredCounts(deps.db, period),
    optionCounts(deps.db, period),
    ratingCounts(deps.db, period),
  ]);
  const answeredOf = new Map(answered.map((row) => [row.questionId, row.n]));
  return {
    responses,
    questions: questions.map((question) => {
      const type = question.type as SurveyQuestionType;
      const counted = new Map(
        options.filter((row) => row.questionId === question.id).map((row) => [row.option, row.n]),
      );
      const offered = optionsOf(question).map((option) => ({
        value: option.value,
        label: option.label[locale],
        count: counted.get(option.value) ?? 0,
      }));
      const removed = [...counted.entries()]
        .filter(([value]) => !offered.some((option) => option.value === value))
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([value, count]) => ({ value, label: value, count }));
      const given = new Map(
        ratings.filter((row) => row.questionId === question.id).map((row) => [row.rating, row.n]),
      );
      const scale = type === 'rating' ? SCALE.map((value) => ({ value, count: given.get(value) ?? 0 })) : [];
      const rated = scale.reduce((sum, row) => sum + row.count, 0);
      return {
        id: question.id,
        key: question.key,
        type,
        active: question.active,
        text: textOf(question)[locale],
        answered: answeredOf.get(question.id) ?? 0,
        options: isChoiceType(type) ? [...offered, ...removed] : [],
        ratings: scale,
        average: rated > 0 ? scale.reduce((sum, row) => sum + row.value * row.count, 0) / rated : null,
      };
    }),
  };
}
