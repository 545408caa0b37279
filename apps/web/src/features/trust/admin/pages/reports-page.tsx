import { pathFor } from '@portal/contract/routes';
import { reportKindFilterSchema, type ReportKindFilter } from '@portal/contract/trust';
import { useTranslation } from '../../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { Link } from '../../../../ui/link';
import { formatNumber } from '../../../../lib/format';
import { useLocale } from '../../../../lib/use-locale';
import { useReports, type ReportGroup, type ReportsQueue } from '../api/reports';
import { BackOfficeLayout } from '../../../../back-office/components/back-office-layout';
import { PagedResults } from '../../../../back-office/components/paged-results';
import { ConversationReportCard } from '../components/conversation-report-card';
import { PersonRecord } from '../components/person-record';
import { ReportActions } from '../components/report-actions';
import { ReportItemFrame } from '../components/report-item-parts';
import { REPORT_KIND_LABELS } from '../trust-labels';
import { UserText } from '../../../../ui/user-text';

function GroupCard({ group }: { group: ReportGroup }) {
  const { t } = useTranslation();
  const { listing } = group;
  return (
    <ReportItemFrame
      item={group}
      headingId={`report-${listing.id}`}
      testId="report-group"
      title={
        <Link to={pathFor('admin-review', { id: listing.id })} className="text-brand-800 hover:underline">
          <UserText>{listing.title}</UserText>
        </Link>
      }
    >
      <PersonRecord label={t('admin-trust.reports.author')} person={group.author} />
      <ReportActions item={group} />
    </ReportItemFrame>
  );
}

/** The queue's kinds as tabs (links), each with how many items wait. */
function KindTabs({ kind, counts }: { kind: ReportKindFilter; counts: ReportsQueue['counts'] | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const countOf = (k: ReportKindFilter) =>
    !counts ? null : k === 'all' ? counts.listings + counts.conversations : counts[k];
  return (
    <nav aria-label={t('admin-trust.reports.kinds')}>
      <ul className="flex flex-wrap gap-2">
        {reportKindFilterSchema.options.map((k) => {
          const n = countOf(k);
          return (
            <li key={k}>
              <Link
                to={k === 'all' ? '?' : `?kind=${k}`}
                aria-current={k === kind ? 'page' : undefined}
                data-testid={`reports-kind-${k}`}
                className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
              >
                {t(REPORT_KIND_LABELS[k])}
                {n === null ? null : <span className="ms-1 font-semibold">{formatNumber(locale, n)}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * /admin/reports: the reports queue — reported listings and reported or flagged conversations,
 * the one reported longest ago first, filtered by kind — with each item's actions.
 */
export default function ReportsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const kind = reportKindFilterSchema.catch('all').parse(params.get('kind') ?? 'all');
  const reports = useReports(page, kind);
  const pageHref = (p: number) => (kind === 'all' ? `?page=${p}` : `?kind=${kind}&page=${p}`);
  return (
    <BackOfficeLayout>
      <div className="space-y-4">
        <h1 className="text-2xl font-bold">{t('routes.admin-reports.title')}</h1>
        <KindTabs kind={kind} counts={reports.data?.counts} />
        <PagedResults
          query={reports}
          page={page}
          href={pageHref}
          empty={t('admin-trust.reports.empty')}
          total={(_, data) =>
            t('admin-trust.reports.total', {
              count: data.open_reports,
              n: formatNumber(locale, data.open_reports),
              listings: formatNumber(locale, data.counts.listings),
              conversations: formatNumber(locale, data.counts.conversations),
            })
          }
          totalTestId="reports-total"
        >
          {(data) =>
            data.data.map((item) =>
              item.kind === 'listing' ? (
                <GroupCard key={`l${item.listing.id}`} group={item} />
              ) : (
                <ConversationReportCard key={`c${item.conversation_id}`} item={item} />
              ),
            )
          }
        </PagedResults>
      </div>
    </BackOfficeLayout>
  );
}
