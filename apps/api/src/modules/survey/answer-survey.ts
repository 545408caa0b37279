import type { Locale } from '@portal/contract/locale';
import { surveyAnswersSchema, type SurveyAnswerValue } from '@portal/contract/survey';
import type { SurveyQuestionType } from '@portal/contract/survey-values';
import { AppError, validationError } from '../../platform/errors';
import { getSettings } from '../settings/service';
import type { SurveyDeps } from './deps';
import {
  accountHasAnswered,
  insertAnswers,
  insertResponse,
  selectQuestions,
  type AnswerInsert,
  type QuestionRow,
} from './queries';
import { optionsOf } from './question-view';

/** The rows an answer is stored as: one per chosen option, or its rating, or its text. */
function answerRows(question: QuestionRow, value: SurveyAnswerValue): Omit<AnswerInsert, 'responseId'>[] {
  const questionId = question.id;
  switch (question.type as SurveyQuestionType) {
    case 'single_choice':
    case 'multi_choice':
      return [value].flat().map((option) => ({ questionId, option: String(option) }));
    case 'rating':
      return [{ questionId, rating: Number(value) }];
    default: {
      const text = String(value);
      // An optional text left empty is no answer.
      return text === '' ? [] : [{ questionId, text }];
    }
  }
}

/**
 * Stores a visitor's answers, checked against the stored active questions (the contract's
 * surveyAnswersSchema: no unknown question, each answer of its question's kind, the required
 * ones answered). Refused when the survey is closed, when the browser carries the cookie of an
 * earlier answer, or when the signed-in account already answered.
 */
export async function answerSurvey(
  deps: SurveyDeps,
  input: {
    answers: Record<string, SurveyAnswerValue>;
    locale: Locale;
    userId: number | null;
    hasCookie: boolean;
  },
): Promise<void> {
  const settings = await getSettings(deps.db);
  if (!settings.settings_state.survey_open) throw new AppError('survey_closed');
  if (input.hasCookie) throw new AppError('survey_already_answered');
  await deps.db.transaction(async (tx) => {
    if (input.userId !== null && (await accountHasAnswered(tx, input.userId))) {
      throw new AppError('survey_already_answered');
    }
    const questions = await selectQuestions(tx, { activeOnly: true });
    const rules = questions.map((q) => ({
      key: q.key,
      type: q.type as SurveyQuestionType,
      required: q.required,
      options: optionsOf(q),
    }));
    const parsed = surveyAnswersSchema(rules).safeParse(input.answers, { reportInput: true });
    if (!parsed.success) {
      throw validationError(parsed.error.issues, ['answers']);
    }
    const responseId = await insertResponse(tx, { locale: input.locale, userId: input.userId });
    if (responseId === undefined) throw new AppError('survey_already_answered');
    const answers = parsed.data as Record<string, SurveyAnswerValue | undefined>;
    await insertAnswers(
      tx,
      questions.flatMap((question) => {
        const value = answers[question.key];
        return value === undefined ? [] : answerRows(question, value).map((row) => ({ ...row, responseId }));
      }),
    );
  });
}
