import type { SurveyTextAnswers } from '@portal/contract/survey';
import { isTextType, SURVEY_TEXT_PAGE_SIZE, type SurveyQuestionType } from '@portal/contract/survey-values';
import { AppError } from '../../platform/errors';
import type { SurveyDeps } from './deps';
import { selectQuestion, selectTextAnswers, type Period } from './queries';

/** A page of a text question's answers in a period, newest first. */
export async function textAnswers(
  deps: Pick<SurveyDeps, 'db'>,
  questionId: number,
  period: Period,
  page: number,
): Promise<SurveyTextAnswers> {
  const question = await selectQuestion(deps.db, questionId);
  if (!question || !isTextType(question.type as SurveyQuestionType)) throw new AppError('not_found');
  const perPage = SURVEY_TEXT_PAGE_SIZE;
  const { rows, total } = await selectTextAnswers(deps.db, questionId, period, {
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  return {
    data: rows.map((row) => ({ text: row.text, created_at: row.createdAt.toISOString() })),
    meta: { page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
  };
}
