import type { adminAdStatsSchema } from '@portal/contract/advertisements';
import { advertisementsEndpoints } from '@portal/contract/endpoints/advertisements';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../../lib/call';
import { downloadFile } from '../../../../lib/download';
import { ADMIN_ADS_KEY } from './admin-advertisements';

export type AdminAdStats = z.infer<typeof adminAdStatsSchema>;

export interface AdStatsPeriod {
  from: string;
  to: string;
}

const queryOf = (period: AdStatsPeriod) =>
  new URLSearchParams({
    ...(period.from ? { from: period.from } : {}),
    ...(period.to ? { to: period.to } : {}),
  });

/** GET /admin/advertisements/stats: every advertisement's counts over the period. */
export function useAdminAdStats(period: AdStatsPeriod) {
  return useQuery({
    queryKey: [...ADMIN_ADS_KEY, 'stats', period],
    queryFn: async ({ signal }) =>
      (await call(advertisementsEndpoints.adminAdStats, {
        query: { from: period.from, to: period.to },
        signal,
      })) as AdminAdStats,
    placeholderData: keepPreviousData,
  });
}

/** The same counts as a CSV file (format=csv), saved under the name the API gives it. */
export function downloadAdStatsCsv(period: AdStatsPeriod): Promise<void> {
  const query = queryOf(period);
  query.set('format', 'csv');
  const path = advertisementsEndpoints.adminAdStats.path.replace(/^\//, '');
  return downloadFile(`${path}?${query}`, 'advertisement-stats.csv');
}
