import type { EndpointBody } from '@portal/contract/endpoint-schemas';
import { surveyEndpoints } from '@portal/contract/endpoints/survey';
import { call } from '../../../../lib/call';

/** PUT /admin/survey/questions/:id: its wording, options, whether required or shown. */
export function updateSurveyQuestion(id: number, body: EndpointBody<'updateSurveyQuestion'>) {
  return call(surveyEndpoints.updateSurveyQuestion, { params: { id }, body });
}
