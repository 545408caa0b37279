import type { AdminSurveyQuestion, SurveyQuestionCreateBody } from '@portal/contract/survey';
import { SURVEY_LIMITS } from '@portal/contract/survey-values';
import { insertAuditEntry } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import type { SurveyDeps } from './deps';
import { countQuestions, insertQuestion, selectQuestion } from './queries';
import { adminQuestionView } from './question-view';

type Input = Required<Omit<SurveyQuestionCreateBody, 'required' | 'active' | 'options'>> &
  Required<Pick<SurveyQuestionCreateBody, 'required' | 'active' | 'options'>>;

/** A question added by an admin, after the others; its key must be free. */
export async function createQuestion(
  deps: Pick<SurveyDeps, 'db'>,
  actorId: number,
  input: Input,
): Promise<AdminSurveyQuestion> {
  return deps.db.transaction(async (tx) => {
    if ((await countQuestions(tx)) >= SURVEY_LIMITS.questions.max) {
      throw new AppError('validation_failed', { fieldErrors: { key: ['validation.array_too_big'] } });
    }
    const id = await insertQuestion(tx, {
      key: input.key,
      type: input.type,
      required: input.required,
      active: input.active,
      text: input.text,
      options: input.options,
      builtIn: false,
    });
    if (id === undefined) {
      throw new AppError('validation_failed', { fieldErrors: { key: ['validation.survey_key_taken'] } });
    }
    await insertAuditEntry(tx, {
      actorId,
      action: 'survey_question.create',
      subjectType: 'survey_question',
      subjectId: id,
      after: { key: input.key, type: input.type, required: input.required, active: input.active },
    });
    const row = await selectQuestion(tx, id);
    if (!row) throw new Error('createQuestion: the question vanished');
    return adminQuestionView(row);
  });
}
