import type { AdminSurveyQuestion } from '@portal/contract/survey';
import type { SurveyDeps } from './deps';
import { selectQuestions } from './queries';
import { adminQuestionView } from './question-view';

/** Every question in its order, active or not, with how many answered each. */
export async function listQuestions(deps: Pick<SurveyDeps, 'db'>): Promise<AdminSurveyQuestion[]> {
  return (await selectQuestions(deps.db)).map(adminQuestionView);
}
