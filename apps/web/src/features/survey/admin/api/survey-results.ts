import { surveyEndpoints } from '@portal/contract/endpoints/survey';
import type { SurveyPeriodQuery } from '@portal/contract/survey';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/call';
import { useLocale } from '../../../../lib/use-locale';

export const surveyResultsKey = ['admin', 'survey', 'results'] as const;

/** GET /admin/survey/results: each question's results in the period, in the page's language. */
export function useSurveyResults(period: SurveyPeriodQuery) {
  const locale = useLocale();
  return useQuery({
    queryKey: [...surveyResultsKey, locale, period],
    queryFn: ({ signal }) => call(surveyEndpoints.surveyResults, { query: period, signal }),
    placeholderData: keepPreviousData,
  });
}
