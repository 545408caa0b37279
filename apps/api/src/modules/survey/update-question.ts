import type { AdminSurveyQuestion, SurveyQuestionUpdateBody } from '@portal/contract/survey';
import { changedFields, editAction, insertAuditEntry } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import type { SurveyDeps } from './deps';
import { lockQuestion, questionHasAnswers, selectQuestion, updateQuestion } from './queries';
import { adminQuestionView } from './question-view';

type Input = Required<SurveyQuestionUpdateBody>;

/**
 * An admin's edit of a question: its wording, options, whether it is required or shown. Its
 * kind changes only while nobody answered it (the answers stored would no longer fit it).
 */
export async function editQuestion(
  deps: Pick<SurveyDeps, 'db'>,
  actorId: number,
  id: number,
  input: Input,
): Promise<AdminSurveyQuestion> {
  return deps.db.transaction(async (tx) => {
    const current = await lockQuestion(tx, id);
    if (!current) throw new AppError('not_found');
    if (current.type !== input.type && (await questionHasAnswers(tx, id))) {
      throw new AppError('survey_question_answered');
    }
    const before = {
      type: current.type,
      required: current.required,
      is_active: current.active,
      text: current.text,
      options: current.options,
    };
    const after = {
      type: input.type,
      required: input.required,
      is_active: input.active,
      text: input.text,
      options: input.options,
    };
    const changes = changedFields(before, after);
    if (changes.keys.length > 0) {
      await updateQuestion(tx, id, {
        type: input.type,
        required: input.required,
        active: input.active,
        text: input.text,
        options: input.options,
      });
      await insertAuditEntry(tx, {
        actorId,
        action: editAction('survey_question', changes.keys, input.active),
        subjectType: 'survey_question',
        subjectId: id,
        before: changes.before,
        after: changes.after,
      });
    }
    const row = await selectQuestion(tx, id);
    if (!row) throw new Error('editQuestion: the question vanished');
    return adminQuestionView(row);
  });
}
