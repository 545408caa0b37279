import { surveyEndpoints } from '@portal/contract/endpoints/survey';
import { call } from '../../../../lib/call';

/** PUT /admin/survey/questions/order: every question's id, in the new order. */
export function reorderSurveyQuestions(ids: number[]) {
  return call(surveyEndpoints.reorderSurveyQuestions, { body: { ids } });
}
