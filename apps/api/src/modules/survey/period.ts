import type { SurveyPeriodQuery } from '@portal/contract/survey';
import type { Period } from './queries';

/** The period of a results query: its instants, either end open. */
export function periodOf(query: SurveyPeriodQuery): Period {
  return {
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
  };
}
