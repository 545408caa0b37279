import type { AdPlacement } from '@portal/contract/advertisements-values';
import { advertisementsEndpoints } from '@portal/contract/endpoints/advertisements';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/call';
import { ADMIN_ADS_KEY } from './admin-advertisements';

export interface AdCalendarSearch {
  place: AdPlacement;
  /** The category (for `category`) or the branch (for `main_branch`) whose places are counted. */
  scope: string;
  /** The first day shown (YYYY-MM-DD). */
  from: string;
  days: number;
}

/** GET /admin/advertisements/calendar: one placement's bookings and free places per day. */
export function useAdminAdCalendar(search: AdCalendarSearch, enabled = true) {
  return useQuery({
    queryKey: [...ADMIN_ADS_KEY, 'calendar', search],
    queryFn: ({ signal }) =>
      call(advertisementsEndpoints.adminAdCalendar, {
        query: {
          place: search.place,
          category_id: search.place === 'category' ? search.scope : '',
          main_branch_id: search.place === 'main_branch' ? search.scope : '',
          from: search.from,
          days: search.days,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
