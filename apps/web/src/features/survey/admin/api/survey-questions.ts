import { surveyEndpoints } from '@portal/contract/endpoints/survey';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/call';

export const surveyQuestionsKey = ['admin', 'survey', 'questions'] as const;

/** GET /admin/survey/questions: every question in its order, active or not. */
export function useSurveyQuestions() {
  return useQuery({
    queryKey: surveyQuestionsKey,
    queryFn: ({ signal }) => call(surveyEndpoints.listSurveyQuestions, { signal }),
  });
}
