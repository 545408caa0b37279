import type { AdStats } from '@portal/contract/advertisements';
import { adDays } from '@portal/contract/advertisements-values';
import { csvDocument } from '../../platform/csv';
import { AppError } from '../../platform/errors';
import { addDays, zonedDate } from '../appointments/service';
import { getSettings, portalTimeZone } from '../settings/service';
import type { AdServingDeps } from './serve-deps';
import { selectAdPeriod, selectDayStats, selectTotals } from './serving-queries';

/** Clicks per impression, 0 when nothing was seen (4 decimals). */
export function clickThroughRate(impressions: number, clicks: number): number {
  return impressions > 0 ? Math.round((clicks / impressions) * 10_000) / 10_000 : 0;
}

/**
 * One advertisement's impressions and clicks per day, every day of its period up to today
 * (a day without events shows zeros, so a chart has no gaps), plus any counted day outside it.
 * `ownerId` limits it to the advertiser's own: another's answers 404, as an unknown one.
 */
export async function adDayStats(
  deps: AdServingDeps,
  id: number,
  ownerId?: number,
  now = new Date(),
): Promise<AdStats> {
  const period = await selectAdPeriod(deps.db, id, ownerId);
  if (!period) throw new AppError('not_found');
  const today = zonedDate(now, portalTimeZone(await getSettings(deps.db)));
  const counted = await selectDayStats(deps.db, id);
  const byDay = new Map(counted.map((row) => [row.day, row]));
  const last = period.endDate < addDays(today, 1) ? period.endDate : addDays(today, 1);
  const dates = new Set([...adDays(period.startDate, last), ...byDay.keys()]);
  const days = [...dates].sort().map((date) => ({
    date,
    impressions: byDay.get(date)?.impressions ?? 0,
    clicks: byDay.get(date)?.clicks ?? 0,
  }));
  const impressions = days.reduce((sum, d) => sum + d.impressions, 0);
  const clicks = days.reduce((sum, d) => sum + d.clicks, 0);
  return { days, impressions, clicks, ctr: clickThroughRate(impressions, clicks) };
}

/** Every shown advertisement's totals over a period (inclusive dates), for the back office. */
export async function adTotals(deps: AdServingDeps, period: { from?: string; to?: string }) {
  const rows = await selectTotals(deps.db, period);
  return rows.map((row) => ({ ...row, ctr: clickThroughRate(row.impressions, row.clicks) }));
}

/** The same totals as CSV (UTF-8 with a BOM, for spreadsheets). */
export function adTotalsCsv(rows: Awaited<ReturnType<typeof adTotals>>): string {
  return csvDocument([
    ['id', 'name', 'place', 'status', 'impressions', 'clicks', 'ctr'],
    ...rows.map((r) => [r.id, r.name, r.place, r.status, r.impressions, r.clicks, r.ctr]),
  ]);
}
