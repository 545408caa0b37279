import type { AdStats } from '@portal/contract/advertisements';
import { useTranslation } from '../../../lib/use-translation';
import { formatDate, formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';

const HEIGHT = 80;
const BAR = 6;
const GAP = 4;

/**
 * Impressions and clicks per day: a small bar chart (two bars a day, mirrored in Arabic as
 * time runs from the start of the line) named by its totals, and the same numbers as a table,
 * which screen readers and those who prefer figures read.
 */
export function AdStatsChart({ stats }: { stats: AdStats }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const n = (value: number) => formatNumber(locale, value);
  const percent = (value: number) =>
    formatNumber(locale, value, { style: 'percent', maximumFractionDigits: 1 });
  const day = (date: string) =>
    formatDate(locale, `${date}T12:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const totals = t('advertisements.stats.totals', {
    impressions: n(stats.impressions),
    clicks: n(stats.clicks),
    ctr: percent(stats.ctr),
  });
  if (stats.days.length === 0) {
    return <p className="text-sm text-slate-600">{t('advertisements.stats.empty')}</p>;
  }
  const top = Math.max(1, ...stats.days.map((d) => d.impressions));
  const width = stats.days.length * (BAR * 2 + GAP) + GAP;
  const height = (value: number) => (value / top) * HEIGHT;
  return (
    <div className="flex flex-col gap-2" data-testid="ad-stats">
      <p className="text-sm text-slate-800" data-testid="ad-stats-totals">
        {totals}
      </p>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-label={`${t('advertisements.stats.chart')}: ${totals}`}
        preserveAspectRatio="none"
        className="h-20 w-full max-w-md rounded border border-slate-200 bg-white rtl:-scale-x-100"
      >
        {stats.days.map((d, i) => {
          const x = GAP + i * (BAR * 2 + GAP);
          return (
            <g key={d.date}>
              <rect
                x={x}
                y={HEIGHT - height(d.impressions)}
                width={BAR}
                height={height(d.impressions)}
                className="fill-brand-600"
              />
              <rect
                x={x + BAR}
                y={HEIGHT - height(d.clicks)}
                width={BAR}
                height={height(d.clicks)}
                className="fill-amber-500"
              />
            </g>
          );
        })}
      </svg>
      <p className="flex gap-4 text-xs text-slate-600" aria-hidden="true">
        <span className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-brand-600" />
          {t('advertisements.stats.impressions')}
        </span>
        <span className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-amber-500" />
          {t('advertisements.stats.clicks')}
        </span>
      </p>
      <div className="overflow-x-auto">
        <table className="min-w-full text-sm" data-testid="ad-stats-table">
          <caption className="sr-only">{t('advertisements.stats.chart')}</caption>
          <thead>
            <tr className="text-start text-slate-600">
              <th scope="col" className="px-2 py-1 text-start font-medium">
                {t('advertisements.stats.date')}
              </th>
              <th scope="col" className="px-2 py-1 text-end font-medium">
                {t('advertisements.stats.impressions')}
              </th>
              <th scope="col" className="px-2 py-1 text-end font-medium">
                {t('advertisements.stats.clicks')}
              </th>
              <th scope="col" className="px-2 py-1 text-end font-medium">
                {t('advertisements.stats.ctr')}
              </th>
            </tr>
          </thead>
          <tbody>
            {stats.days.map((d) => (
              <tr key={d.date} className="border-t border-slate-100">
                <th scope="row" className="px-2 py-1 text-start font-normal">
                  <time dateTime={d.date}>{day(d.date)}</time>
                </th>
                <td className="px-2 py-1 text-end">{n(d.impressions)}</td>
                <td className="px-2 py-1 text-end">{n(d.clicks)}</td>
                <td className="px-2 py-1 text-end">
                  {percent(d.impressions ? d.clicks / d.impressions : 0)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
