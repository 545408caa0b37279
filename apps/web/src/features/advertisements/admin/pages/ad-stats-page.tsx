import { pathFor } from '@portal/contract/routes';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { Link } from '../../../../ui/link';
import { BackOfficeLayout } from '../../../../back-office/components/back-office-layout';
import { PeriodFilter } from '../../../../back-office/components/filter-select';
import { QueryView } from '../../../../back-office/components/query-view';
import { errorText } from '../../../../lib/error-text';
import { formatNumber } from '../../../../lib/format';
import { useLocale } from '../../../../lib/use-locale';
import { Button } from '../../../../ui/button';
import { DataTable, type Column } from '../../../../ui/data-table';
import { EmptyState } from '../../../../ui/empty-state';
import { FormAlert } from '../../../../ui/form-field';
import { UserText } from '../../../../ui/user-text';
import { AD_PLACEMENT_LABELS } from '../admin-ad-labels';
import { downloadAdStatsCsv, useAdminAdStats, type AdminAdStats } from '../api/admin-ad-stats';
import { AdminAdStatusBadge } from '../components/ad-status-badge';
import { AdsSubnav } from '../components/ads-subnav';

type Row = AdminAdStats['data'][number];
const isDay = (text: string | null) => (text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : '');

/** /admin/advertisements/stats: every advertisement's impressions, clicks and CTR over a period, and its CSV. */
export default function AdStatsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const period = { from: isDay(params.get('from')), to: isDay(params.get('to')) };
  const [draft, setDraft] = useState(period);
  const [error, setError] = useState<string>();
  const stats = useAdminAdStats(period);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(
      new URLSearchParams({
        ...(draft.from ? { from: draft.from } : {}),
        ...(draft.to ? { to: draft.to } : {}),
      }),
    );
  };
  const count = (n: number) => formatNumber(locale, n);
  const columns: Column<Row>[] = [
    {
      header: t('admin-advertisements.stats.col_ad'),
      cell: (row) => (
        <Link
          to={pathFor('admin-advertisement', { id: String(row.id) })}
          className="text-brand-700 underline"
        >
          <UserText>{row.name}</UserText>
        </Link>
      ),
    },
    { header: t('admin-advertisements.stats.col_place'), cell: (row) => t(AD_PLACEMENT_LABELS[row.place]) },
    {
      header: t('admin-advertisements.stats.col_status'),
      cell: (row) => <AdminAdStatusBadge status={row.status} />,
    },
    {
      header: t('admin-advertisements.stats.col_impressions'),
      className: 'text-end',
      cell: (row) => count(row.impressions),
    },
    {
      header: t('admin-advertisements.stats.col_clicks'),
      className: 'text-end',
      cell: (row) => count(row.clicks),
    },
    {
      header: t('admin-advertisements.stats.col_ctr'),
      className: 'text-end',
      cell: (row) => formatNumber(locale, row.ctr, { style: 'percent', maximumFractionDigits: 2 }),
    },
  ];
  return (
    <BackOfficeLayout>
      <div className="space-y-4">
        <h1 className="text-2xl font-bold">{t('routes.admin-advertisements-stats.title')}</h1>
        <AdsSubnav />
        <form
          onSubmit={submit}
          aria-label={t('admin-advertisements.stats.filters')}
          className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto_auto] sm:items-end"
        >
          <PeriodFilter
            labels={{ from: t('admin-advertisements.stats.from'), to: t('admin-advertisements.stats.to') }}
            value={draft}
            onChange={setDraft}
          />
          <Button type="submit">{t('admin-advertisements.stats.show')}</Button>
          <Button
            variant="secondary"
            onClick={() => {
              setError(undefined);
              downloadAdStatsCsv(period).catch((failure: unknown) => setError(errorText(failure, t)));
            }}
          >
            {t('admin-advertisements.stats.csv')}
          </Button>
        </form>
        <FormAlert message={error} />
        <QueryView query={stats}>
          {(data) =>
            data.data.length === 0 ? (
              <EmptyState title={t('admin-advertisements.stats.empty')} />
            ) : (
              <DataTable
                caption={t('routes.admin-advertisements-stats.title')}
                columns={columns}
                rows={data.data}
                rowKey={(row) => row.id}
                rowProps={() => ({ 'data-testid': 'ad-stats-row' })}
                testId="ad-stats"
              />
            )
          }
        </QueryView>
      </div>
    </BackOfficeLayout>
  );
}
