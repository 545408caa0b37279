import type { EndpointBody } from '@portal/contract/endpoint-schemas';
import { surveyEndpoints } from '@portal/contract/endpoints/survey';
import { call } from '../../../lib/call';

/** POST /survey/responses: sends the answers (once per visitor); the thanks in the page's language. */
export function answerSurvey(body: EndpointBody<'answerSurvey'>) {
  return call(surveyEndpoints.answerSurvey, { body });
}
