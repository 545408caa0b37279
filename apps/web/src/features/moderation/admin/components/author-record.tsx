import { useTranslation } from '../../../../lib/use-translation';
import { formatNumber } from '../../../../lib/format';
import { useLocale } from '../../../../lib/use-locale';
import type { ReviewQueueItem } from '../api/review-queue';

type AuthorHistory = ReviewQueueItem['author']['history'];

/** An author's record in one line: approved, rejected, pending and reported listings. */
export function AuthorRecord({ history, compact }: { history: AuthorHistory; compact?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const items = [
    [
      'approved',
      t('admin.record.approved', { count: history.approved, n: formatNumber(locale, history.approved) }),
    ],
    [
      'rejected',
      t('admin.record.rejected', { count: history.rejected, n: formatNumber(locale, history.rejected) }),
    ],
    [
      'pending',
      t('admin.record.pending', { count: history.pending, n: formatNumber(locale, history.pending) }),
    ],
    ...(typeof history.reported === 'number'
      ? [
          [
            'reported',
            t('admin.record.reported', {
              count: history.reported,
              n: formatNumber(locale, history.reported),
            }),
          ],
        ]
      : []),
  ] as const;
  return (
    <ul
      aria-label={t('admin.record.label')}
      className={`flex flex-wrap gap-x-3 gap-y-1 ${compact ? 'text-xs' : 'text-sm'} text-slate-700`}
    >
      {items.map(([key, text]) => (
        <li
          key={key}
          data-testid={`record-${key}`}
          className={
            (key === 'rejected' || key === 'reported') && history[key] > 0 ? 'text-red-800' : undefined
          }
        >
          {text}
        </li>
      ))}
    </ul>
  );
}
