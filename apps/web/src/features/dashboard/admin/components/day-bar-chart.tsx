import { directionOf } from '@portal/contract/locale';
import { useId } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { formatDate, formatNumber } from '../../../../lib/format';
import { useLocale } from '../../../../lib/use-locale';

export interface ChartSeries {
  readonly key: string;
  readonly label: string;
  /** One value per day, in the order of the chart's days. */
  readonly values: readonly number[];
  /** Tailwind fill and background classes of the series' colour. */
  readonly fill: string;
  readonly swatch: string;
}

interface DayBarChartProps {
  title: string;
  /** What the chart shows in a sentence, for whoever cannot see it (the SVG's desc). */
  description: string;
  /** Calendar days (`YYYY-MM-DD`), oldest first. */
  days: readonly string[];
  /** Stacked in this order from the baseline. */
  series: readonly ChartSeries[];
  testId?: string;
}

const SLOT = 10;
const HEIGHT = 100;
const GAP = 2;

/** A calendar day of the series (already cut in the portal's zone), as a short date. */
export function dayLabel(locale: ReturnType<typeof useLocale>, day: string): string {
  return formatDate(locale, `${day}T00:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/**
 * A small chart of stacked bars, one per day, drawn as inline SVG (no chart library). The SVG is
 * an image titled and described for assistive technology, and a visually hidden table carries
 * the same figures, day by day. Time runs in the reading direction: right to left in Arabic,
 * so the oldest day is on the right there and today on the left.
 */
export function DayBarChart({ title, description, days, series, testId }: DayBarChartProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const rtl = directionOf(locale) === 'rtl';
  const totals = days.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  const peak = Math.max(0, ...totals);
  const width = days.length * SLOT;
  const scale = peak > 0 ? HEIGHT / peak : 0;
  // Each day's labels once: a bar's tooltip and the table's row header reuse them.
  const short = days.map((day) => dayLabel(locale, day));
  const long = days.map((day) =>
    formatDate(locale, `${day}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' }),
  );

  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-4" data-testid={testId}>
      <figcaption className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{title}</span>
        <span className="text-xs text-slate-600">
          {t('admin-dashboard.chart.peak', { n: formatNumber(locale, peak) })}
        </span>
      </figcaption>
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="block h-28 w-full"
        data-testid="chart-svg"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {days.map((day, i) => {
          const x = (rtl ? days.length - 1 - i : i) * SLOT + GAP / 2;
          let base = HEIGHT;
          return (
            <g key={day} data-day={day} data-testid="chart-day">
              {series.map((s) => {
                const value = s.values[i] ?? 0;
                if (value === 0) return null;
                const height = value * scale;
                base -= height;
                return (
                  <rect
                    key={s.key}
                    x={x}
                    y={base}
                    width={SLOT - GAP}
                    height={height}
                    className={s.fill}
                    data-series={s.key}
                  >
                    <title>
                      {t('admin-dashboard.chart.bar', {
                        day: short[i],
                        series: s.label,
                        n: formatNumber(locale, value),
                      })}
                    </title>
                  </rect>
                );
              })}
            </g>
          );
        })}
        <line
          x1={0}
          x2={width}
          y1={HEIGHT}
          y2={HEIGHT}
          className="stroke-slate-400"
          strokeWidth={1}
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      {/* The time axis: a flex row runs in the reading direction, as the bars do. */}
      <div className="mt-1 flex justify-between text-xs text-slate-600" aria-hidden="true">
        <span>{short[0]}</span>
        <span>{short.at(-1)}</span>
      </div>
      {series.length > 1 ? (
        <ul className="mt-2 flex flex-wrap gap-4 text-sm" aria-hidden="true">
          {series.map((s) => (
            <li key={s.key} className="flex items-center gap-2">
              <span className={`inline-block size-3 rounded-sm ${s.swatch}`} />
              {s.label}
            </li>
          ))}
        </ul>
      ) : null}
      <table className="sr-only" data-testid="chart-table">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin-dashboard.chart.day')}</th>
            {series.map((s) => (
              <th key={s.key} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day, i) => (
            <tr key={day}>
              <th scope="row">{long[i]}</th>
              {series.map((s) => (
                <td key={s.key}>{formatNumber(locale, s.values[i] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
