import { surveyEndpoints } from '@portal/contract/endpoints/survey';
import type { SurveyPeriodQuery } from '@portal/contract/survey';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/call';

/** GET /admin/survey/questions/:id/answers: a page of a text question's answers, newest first. */
export function useSurveyTextAnswers(id: number, period: SurveyPeriodQuery, page: number) {
  return useQuery({
    queryKey: ['admin', 'survey', 'text-answers', id, period, page],
    queryFn: ({ signal }) =>
      call(surveyEndpoints.surveyTextAnswers, { params: { id }, query: { ...period, page }, signal }),
    placeholderData: keepPreviousData,
  });
}
