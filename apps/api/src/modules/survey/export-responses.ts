import type { Locale } from '@portal/contract/locale';
import type { SurveyQuestionType } from '@portal/contract/survey-values';
import type { SurveyDeps } from './deps';
import { csvDocument } from '../../platform/csv';
import { selectAnswersOf, selectQuestions, selectResponses, type Period } from './queries';
import { optionsOf } from './question-view';

/** Responses read from the database at a time while the file is written. */
const BATCH = 500;

/**
 * Every response of a period as CSV: one row per response (when, in which language), one column
 * per question (its key, every question in its order, inactive ones too); a choice is its
 * option's label in the reader's language (several joined by "; "), a rating its number.
 */
export async function exportResponses(
  deps: Pick<SurveyDeps, 'db'>,
  locale: Locale,
  period: Period,
): Promise<string> {
  const questions = await selectQuestions(deps.db);
  const responses = await selectResponses(deps.db, period);
  const labels = new Map(
    questions.map((q) => [q.id, new Map(optionsOf(q).map((o) => [o.value, o.label[locale]]))]),
  );
  const rows: (string | number | null)[][] = [['submitted_at', 'language', ...questions.map((q) => q.key)]];
  for (let start = 0; start < responses.length; start += BATCH) {
    const batch = responses.slice(start, start + BATCH);
    const answers = await selectAnswersOf(
      deps.db,
      batch.map((r) => r.id),
    );
    const byResponse = new Map<number, typeof answers>();
    for (const answer of answers)
      byResponse.set(answer.responseId, [...(byResponse.get(answer.responseId) ?? []), answer]);
    for (const response of batch) {
      const mine = byResponse.get(response.id) ?? [];
      rows.push([
        response.createdAt.toISOString(),
        response.locale,
        ...questions.map((question) => {
          const own = mine.filter((a) => a.questionId === question.id);
          if (own.length === 0) return null;
          switch (question.type as SurveyQuestionType) {
            case 'single_choice':
            case 'multi_choice':
              return own.map((a) => labels.get(question.id)?.get(a.option ?? '') ?? a.option).join('; ');
            case 'rating':
              return own[0]!.rating;
            default:
              return own[0]!.text;
          }
        }),
      ]);
    }
  }
  return csvDocument(rows);
}
