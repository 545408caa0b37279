import { pathFor } from '@portal/contract/routes';
import { useTranslation } from '../../../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { formatDate, formatNumber } from '../../../../lib/format';
import { useLocale } from '../../../../lib/use-locale';
import { EmptyState } from '../../../../ui/empty-state';
import { QueryView } from '../../../../back-office/components/query-view';
import { useReports, type ReportGroup } from '../api/reports';
import { BackOfficeLayout } from '../../../../back-office/components/back-office-layout';
import { PagePager } from '../../../../back-office/components/page-pager';
import { ReportActions } from '../components/report-actions';
import { REPORT_REASON_LABELS, USER_STATUS_LABELS } from '../trust-labels';
import { UserText } from '../../../../ui/user-text';
import { useReportedConversations } from '../../../messages/admin/api/reported-conversations';

function GroupCard({ group }: { group: ReportGroup }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { listing, author } = group;
  const headingId = `report-${listing.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4"
      data-testid="report-group"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          <Link to={pathFor('admin-review', { id: listing.id })} className="text-brand-800 hover:underline">
            <UserText>{listing.title}</UserText>
          </Link>
        </h2>
        <p className="text-sm text-slate-600">
          {t('admin-trust.reports.count', { count: group.count, n: formatNumber(locale, group.count) })}
          {' · '}
          <time dateTime={group.first_reported_at}>
            {formatDate(locale, group.first_reported_at, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        </p>
      </div>
      <ul className="flex flex-wrap gap-2" aria-label={t('admin-trust.reports.reasons')}>
        {group.reasons.map(({ reason, count }) => (
          <li key={reason} className="rounded-full bg-amber-100 px-3 py-1 text-sm text-amber-900">
            {REPORT_REASON_LABELS[reason] ? t(REPORT_REASON_LABELS[reason]) : reason}{' '}
            <span className="font-semibold">{formatNumber(locale, count)}</span>
          </li>
        ))}
      </ul>
      {group.latest_details ? (
        <UserText as="blockquote" className="border-s-4 border-slate-300 ps-3 text-sm text-slate-700">
          {group.latest_details}
        </UserText>
      ) : null}
      <p className="text-sm text-slate-700" data-testid="report-author">
        {t('admin-trust.reports.author')}: <UserText className="font-medium">{author.name}</UserText>{' '}
        <span dir="ltr">@{author.username}</span>
        {' · '}
        {t('admin-trust.reports.record', {
          approved: formatNumber(locale, author.history.approved),
          rejected: formatNumber(locale, author.history.rejected),
          reports: formatNumber(locale, author.open_reports),
          warnings: formatNumber(locale, author.warnings),
        })}
        {author.suspended ? (
          <span className="ms-2 rounded bg-red-100 px-2 py-0.5 text-xs text-red-900">
            {t(USER_STATUS_LABELS.suspended)}
          </span>
        ) : null}
      </p>
      <ReportActions group={group} />
    </article>
  );
}

/** /admin/reports: open reports grouped by listing, reported longest ago first, with actions. */
export default function ReportsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const reports = useReports(page);
  // Reported conversations have their own queue (their messages are read there, audited).
  const conversations = useReportedConversations(1).data?.meta.total ?? 0;
  return (
    <BackOfficeLayout>
      <div className="space-y-4">
        <h1 className="text-2xl font-bold">{t('routes.admin-reports.title')}</h1>
        {conversations > 0 ? (
          <Link
            to={pathFor('admin-conversations')}
            className="inline-block font-semibold text-brand-800 hover:underline"
            data-testid="reported-conversations-link"
          >
            {t('admin-messages.list.from_reports', { n: formatNumber(locale, conversations) })}
          </Link>
        ) : null}
        <QueryView query={reports}>
          {(data) => {
            if (data.data.length === 0) return <EmptyState title={t('admin-trust.reports.empty')} />;
            const last = Math.max(1, Math.ceil(data.total / data.per_page));
            return (
              <>
                <p role="status" className="text-sm text-slate-600" data-testid="reports-total">
                  {t('admin-trust.reports.total', {
                    count: data.open_reports,
                    n: formatNumber(locale, data.open_reports),
                    listings: formatNumber(locale, data.total),
                  })}
                </p>
                {data.data.map((group) => (
                  <GroupCard key={group.listing.id} group={group} />
                ))}
                <PagePager page={Math.min(page, last)} last={last} href={(p) => `?page=${p}`} />
              </>
            );
          }}
        </QueryView>
      </div>
    </BackOfficeLayout>
  );
}
