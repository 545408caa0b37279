import { AD_PLACEMENTS, AD_STATUSES } from '@portal/contract/advertisements-values';
import { pathFor } from '@portal/contract/routes';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { BackOfficeLayout } from '../../../../back-office/components/back-office-layout';
import { PagePager } from '../../../../back-office/components/page-pager';
import { QueryView } from '../../../../back-office/components/query-view';
import { formatNumber, formatPrice } from '../../../../lib/format';
import { formatDay } from '../ad-format';
import { useLocale } from '../../../../lib/use-locale';
import { Button } from '../../../../ui/button';
import { DataTable, type Column } from '../../../../ui/data-table';
import { EmptyState } from '../../../../ui/empty-state';
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
  const id = useId();
  const [params, setParams] = useSearchParams();
  const search = searchOf(params);
  const [draft, setDraft] = useState(search.q);
  const list = useAdminAdvertisements(search);
  const apply = (next: Partial<AdminAdsSearch>) => setParams(paramsOf({ ...search, ...next, page: 1 }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({ q: draft.trim() });
  };
  const field = 'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm';
  const label = 'mb-1 block text-sm font-medium text-slate-800';

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
          <div>
            <label htmlFor={`${id}-q`} className={label}>
              {t('admin-advertisements.list.query')}
            </label>
            <input
              id={`${id}-q`}
              type="search"
              value={draft}
              maxLength={100}
              onChange={(e) => setDraft(e.target.value)}
              className={field}
            />
          </div>
          <div>
            <label htmlFor={`${id}-status`} className={label}>
              {t('admin-advertisements.list.status')}
            </label>
            <select
              id={`${id}-status`}
              value={search.status}
              onChange={(e) => apply({ status: e.target.value as AdminAdsSearch['status'] })}
              className={field}
            >
              <option value="">{t('admin-advertisements.list.all_statuses')}</option>
              {AD_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(AD_STATUS_LABELS[s])}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-place`} className={label}>
              {t('admin-advertisements.list.place')}
            </label>
            <select
              id={`${id}-place`}
              value={search.place}
              onChange={(e) => apply({ place: e.target.value as AdminAdsSearch['place'] })}
              className={field}
            >
              <option value="">{t('admin-advertisements.list.all_places')}</option>
              {AD_PLACEMENTS.map((p) => (
                <option key={p} value={p}>
                  {t(AD_PLACEMENT_LABELS[p])}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit">{t('admin-advertisements.list.submit')}</Button>
        </form>
        <QueryView query={list}>
          {(data) => {
            if (data.data.length === 0) return <EmptyState title={t('admin-advertisements.list.empty')} />;
            const last = Math.max(1, Math.ceil(data.total / data.per_page));
            return (
              <>
                <p role="status" className="text-sm text-slate-600">
                  {t('admin-advertisements.list.total', {
                    count: data.total,
                    n: formatNumber(locale, data.total),
                  })}
                </p>
                <DataTable
                  caption={t('routes.admin-advertisements.title')}
                  columns={columns}
                  rows={data.data}
                  rowKey={(ad) => ad.id}
                  rowProps={() => ({ 'data-testid': 'ad-row' })}
                  testId="ads-queue"
                />
                <PagePager
                  page={Math.min(search.page, last)}
                  last={last}
                  href={(page) => `?${paramsOf({ ...search, page })}`}
                />
              </>
            );
          }}
        </QueryView>
      </div>
    </BackOfficeLayout>
  );
}
