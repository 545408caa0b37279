import type { EndpointBody } from '@portal/contract/endpoint-schemas';
import { surveyEndpoints } from '@portal/contract/endpoints/survey';
import { call } from '../../../../lib/call';

/** POST /admin/survey/questions: a new question at the end. */
export function createSurveyQuestion(body: EndpointBody<'createSurveyQuestion'>) {
  return call(surveyEndpoints.createSurveyQuestion, { body });
}
