import type { ReactNode } from 'react';
import { formatDate, formatNumber } from '../../../../lib/format';
import { useLocale } from '../../../../lib/use-locale';
import { useTranslation } from '../../../../lib/use-translation';
import { UserText } from '../../../../ui/user-text';
import type { ReportsQueueItem } from '../api/reports';
import { REPORT_REASON_LABELS } from '../trust-labels';

/**
 * What every item of the reports queue shows: its heading (the listing's title, linked), the
 * count of open reports and when the first came, the reasons with their counts and the latest
 * details; `children` add what the kind has (people, evidence, actions).
 */
export function ReportItemFrame({
  item,
  headingId,
  title,
  children,
  testId,
}: {
  item: ReportsQueueItem;
  headingId: string;
  title: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4"
      data-testid={testId}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-slate-600">
          {t('admin-trust.reports.count', { count: item.count, n: formatNumber(locale, item.count) })}
          {' · '}
          <time dateTime={item.first_reported_at}>
            {formatDate(locale, item.first_reported_at, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        </p>
      </div>
      <ul className="flex flex-wrap gap-2" aria-label={t('admin-trust.reports.reasons')}>
        {item.reasons.map(({ reason, count }) => (
          <li key={reason} className="rounded-full bg-amber-100 px-3 py-1 text-sm text-amber-900">
            {REPORT_REASON_LABELS[reason] ? t(REPORT_REASON_LABELS[reason]) : reason}{' '}
            <span className="font-semibold">{formatNumber(locale, count)}</span>
          </li>
        ))}
      </ul>
      {item.latest_details ? (
        <UserText as="blockquote" className="border-s-4 border-slate-300 ps-3 text-sm text-slate-700">
          {item.latest_details}
        </UserText>
      ) : null}
      {children}
    </article>
  );
}
