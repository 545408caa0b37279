import { useTranslation } from '../../../../lib/use-translation';
import { formatNumber } from '../../../../lib/format';
import { useLocale } from '../../../../lib/use-locale';
import { UserText } from '../../../../ui/user-text';

export interface Bar {
  key: string;
  label: string;
  count: number;
  /** Option labels are staff's text; a rating's value is ours. */
  userText?: boolean;
}

/**
 * Horizontal bars, one per row, each with its words beside it (label, count and share) so the
 * chart reads without seeing it; the bar itself is decoration (SVG, no style attribute).
 */
export function ResultBars({ bars, total, testId }: { bars: readonly Bar[]; total: number; testId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const widest = Math.max(1, ...bars.map((bar) => bar.count));
  return (
    <ul className="flex flex-col gap-2" data-testid={testId}>
      {bars.map((bar) => {
        const share = total > 0 ? bar.count / total : 0;
        return (
          <li key={bar.key} className="grid grid-cols-[minmax(6rem,12rem)_1fr] items-center gap-3 text-sm">
            <span className="truncate font-medium">
              {bar.userText ? <UserText>{bar.label}</UserText> : bar.label}
            </span>
            <span className="flex items-center gap-2">
              <svg
                aria-hidden="true"
                viewBox="0 0 100 8"
                preserveAspectRatio="none"
                className="h-4 w-full max-w-md rounded bg-slate-100 rtl:-scale-x-100"
              >
                <rect x="0" y="0" height="8" width={(bar.count / widest) * 100} className="fill-sky-600" />
              </svg>
              <span className="whitespace-nowrap tabular-nums text-slate-700">
                {t('admin-survey.results.count', {
                  formatted: formatNumber(locale, bar.count),
                  share: formatNumber(locale, share, { style: 'percent', maximumFractionDigits: 1 }),
                })}
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
