import { surveyEndpoints } from '@portal/contract/endpoints/survey';
import { call } from '../../../../lib/call';

/** DELETE /admin/survey/questions/:id: deleted, or deactivated when it has answers. */
export function deleteSurveyQuestion(id: number) {
  return call(surveyEndpoints.deleteSurveyQuestion, { params: { id } });
}
