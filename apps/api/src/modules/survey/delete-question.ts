import type { AdminSurveyQuestion } from '@portal/contract/survey';
import { insertAuditEntry } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import type { SurveyDeps } from './deps';
import { deleteQuestion, lockQuestion, questionHasAnswers, selectQuestion, updateQuestion } from './queries';
import { adminQuestionView } from './question-view';

/**
 * Deletes a question added by staff. A built-in one is refused (it is deactivated instead, by
 * an edit); one with answers is deactivated rather than deleted, so the results and the export
 * still read its answers.
 */
export async function removeQuestion(
  deps: Pick<SurveyDeps, 'db'>,
  actorId: number,
  id: number,
): Promise<{ deleted: boolean; question: AdminSurveyQuestion | null }> {
  return deps.db.transaction(async (tx) => {
    const current = await lockQuestion(tx, id);
    if (!current) throw new AppError('not_found');
    if (current.builtIn) throw new AppError('survey_question_built_in');
    const audit = { actorId, subjectType: 'survey_question', subjectId: id };
    if (await questionHasAnswers(tx, id)) {
      if (current.active) {
        await updateQuestion(tx, id, {
          type: current.type,
          required: current.required,
          active: false,
          text: current.text,
          options: current.options,
        });
        await insertAuditEntry(tx, {
          ...audit,
          action: 'survey_question.deactivate',
          before: { is_active: true },
          after: { is_active: false },
        });
      }
      const row = await selectQuestion(tx, id);
      return { deleted: false, question: row ? adminQuestionView(row) : null };
    }
    await deleteQuestion(tx, id);
    await insertAuditEntry(tx, {
      ...audit,
      action: 'survey_question.delete',
      before: { key: current.key, type: current.type },
    });
    return { deleted: true, question: null };
  });
}
