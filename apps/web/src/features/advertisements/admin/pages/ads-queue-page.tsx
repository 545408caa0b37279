import { AD_PLACEMENTS, AD_STATUSES } from '@portal/contract/advertisements-values';
import { pathFor } from '@portal/contract/routes';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { Link } from '../../../../ui/link';
import { BackOfficeLayout } from '../../../../back-office/components/back-office-layout';
import { ChoiceFilter, WordsFilter } from '../../../../back-office/components/filter-select';
import { PagedResults } from '../../../../back-office/components/paged-results';
import { formatPrice } from '../../../../lib/format';
import { formatDay } from '../ad-format';
import { useLocale } from '../../../../lib/use-locale';
import { Button } from '../../../../ui/button';
import { DataTable, type Column } from '../../../../ui/data-table';
import { UserText } from '../../../../ui/user-text';
import { AD_PLACEMENT_LABELS, AD_STATUS_LABELS } from '../admin-ad-labels';
import { useAdminAdvertisements, type AdminAdsSearch } from '../api/admin-advertisements';
import { AdminAdStatusBadge } from '../components/ad-status-badge';
import { AdsSubnav } from '../components/ads-subnav';
import { ClaimBadge } from '../components/claim-badge';
import type { AdminAdvertisement } from '@portal/contract/advertisements';

function searchOf(params: URLSearchParams): AdminAdsSearch {
  return {
    // The queue opens on what waits for a review.
    status: AD_STATUSES.find((s) => s === (params.get('status') ?? 'pending_review')) ?? '',
    place: AD_PLACEMENTS.find((p) => p === params.get('place')) ?? '',
    q: params.get('q') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

function paramsOf(search: AdminAdsSearch) {
  return new URLSearchParams({
    status: search.status || 'all',
    ...(search.place ? { place: search.place } : {}),
    ...(search.q ? { q: search.q } : {}),
    ...(search.page > 1 ? { page: String(search.page) } : {}),
  });
}

/** /admin/advertisements: the orders (pending review first), filtered in the address. */
export default function AdsQueuePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const search = searchOf(params);
  const [draft, setDraft] = useState(search.q);
  const list = useAdminAdvertisements(search);
  const apply = (next: Partial<AdminAdsSearch>) => setParams(paramsOf({ ...search, ...next, page: 1 }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({ q: draft.trim() });
  };

  const columns: Column<AdminAdvertisement>[] = [
    {
      header: t('admin-advertisements.list.col_order'),
      cell: (ad) => (
        <>
          <Link
            to={pathFor('admin-advertisement', { id: String(ad.id) })}
            className="font-medium text-brand-700 underline"
          >
            <UserText>{ad.name}</UserText>
          </Link>
          <span dir="ltr" className="block text-start text-xs text-slate-600">
            #{ad.id}
          </span>
        </>
      ),
    },
    {
      header: t('admin-advertisements.list.col_advertiser'),
      cell: (ad) => (
        <>
          <UserText>{ad.advertiser.name}</UserText>
          <span dir="ltr" className="block text-start text-xs text-slate-600">
            {ad.advertiser.email}
          </span>
        </>
      ),
    },
    { header: t('admin-advertisements.list.col_place'), cell: (ad) => t(AD_PLACEMENT_LABELS[ad.place]) },
    {
      header: t('admin-advertisements.list.col_period'),
      className: 'whitespace-nowrap',
      cell: (ad) =>
        t('admin-advertisements.period', {
          from: formatDay(locale, ad.start_date),
          to: formatDay(locale, ad.end_date),
        }),
    },
    {
      header: t('admin-advertisements.list.col_amount'),
      className: 'whitespace-nowrap',
      cell: (ad) => <bdi dir="ltr">{formatPrice(locale, ad.due.amount, ad.due.currency_code)}</bdi>,
    },
    {
      header: t('admin-advertisements.list.col_status'),
      cell: (ad) => (
        <div className="flex flex-col items-start gap-1">
          <AdminAdStatusBadge status={ad.status} />
          <ClaimBadge ad={ad} />
        </div>
      ),
    },
  ];

  return (
    <BackOfficeLayout>
      <div className="space-y-4">
        <h1 className="text-2xl font-bold">{t('routes.admin-advertisements.title')}</h1>
        <AdsSubnav />
        <form
          role="search"
          aria-label={t('admin-advertisements.list.filters')}
          onSubmit={submit}
          className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
        >
          <WordsFilter label={t('admin-advertisements.list.query')} value={draft} onChange={setDraft} />
          <ChoiceFilter
            label={t('admin-advertisements.list.status')}
            allLabel={t('admin-advertisements.list.all_statuses')}
            values={AD_STATUSES}
            labels={AD_STATUS_LABELS}
            value={search.status}
            onChange={(status) => apply({ status })}
          />
          <ChoiceFilter
            label={t('admin-advertisements.list.place')}
            allLabel={t('admin-advertisements.list.all_places')}
            values={AD_PLACEMENTS}
            labels={AD_PLACEMENT_LABELS}
            value={search.place}
            onChange={(place) => apply({ place })}
          />
          <Button type="submit">{t('admin-advertisements.list.submit')}</Button>
        </form>
        <PagedResults
          query={list}
          page={search.page}
          href={(page) => `?${paramsOf({ ...search, page })}`}
          empty={t('admin-advertisements.list.empty')}
          total={(count) => t('admin-advertisements.list.total', count)}
        >
          {(data) => (
            <DataTable
              caption={t('routes.admin-advertisements.title')}
              columns={columns}
              rows={data.data}
              rowKey={(ad) => ad.id}
              rowProps={() => ({ 'data-testid': 'ad-row' })}
              testId="ads-queue"
            />
          )}
        </PagedResults>
      </div>
    </BackOfficeLayout>
  );
}
