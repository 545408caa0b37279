import type { AdminSurveyQuestion } from '@portal/contract/survey';
import { insertAuditEntry } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import type { SurveyDeps } from './deps';
import { lockQuestionPositions, setPosition } from './queries';
import { listQuestions } from './list-questions';

/**
 * The questions' new order: every question, each once. A list that names other questions (one
 * added or deleted meanwhile in another tab) is refused with 409, to be reloaded.
 */
export async function reorderQuestions(
  deps: Pick<SurveyDeps, 'db'>,
  actorId: number,
  ids: number[],
): Promise<AdminSurveyQuestion[]> {
  await deps.db.transaction(async (tx) => {
    const existing = await lockQuestionPositions(tx);
    const given = [...ids].sort((a, b) => a - b);
    if (new Set(ids).size !== ids.length || given.join() !== existing.map((q) => q.id).join()) {
      throw new AppError('conflict');
    }
    const positions = new Map(existing.map((q) => [q.id, q.position]));
    // One entry per question that moved, as the other lists of the back office record it.
    for (const [index, id] of ids.entries()) {
      const position = index + 1;
      if (positions.get(id) === position) continue;
      await setPosition(tx, id, position);
      await insertAuditEntry(tx, {
        actorId,
        action: 'survey_question.reorder',
        subjectType: 'survey_question',
        subjectId: id,
        before: { position: positions.get(id) },
        after: { position },
      });
    }
  });
  return listQuestions(deps);
}
