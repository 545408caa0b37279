import { surveyEndpoints } from '@portal/contract/endpoints/survey';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { useLocale } from '../../../lib/use-locale';

export const surveyKey = ['survey', 'form'] as const;

/** GET /survey: the active questions in the page's language, and whether this visitor answered. */
export function useSurvey() {
  const locale = useLocale();
  return useQuery({
    queryKey: [...surveyKey, locale],
    queryFn: ({ signal }) => call(surveyEndpoints.getSurvey, { signal }),
  });
}
