import { PAYMENT_METHODS } from '@portal/contract/listings';
import { PAYMENT_SUBJECTS, type PaymentEntries } from '@portal/contract/payments';
import { pathFor } from '@portal/contract/routes';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { Link } from '../../../../ui/link';
import { ChoiceFilter, PeriodFilter } from '../../../../back-office/components/filter-select';
import { PagePager } from '../../../../back-office/components/page-pager';
import { QueryView } from '../../../../back-office/components/query-view';
import { PAYMENT_METHOD_LABELS, PAYMENT_TYPE_LABELS } from '../../../../back-office/payment-labels';
import { formatDate, formatNumber, formatPrice } from '../../../../lib/format';
import { useLocale } from '../../../../lib/use-locale';
import { Button } from '../../../../ui/button';
import { DataTable, type Column } from '../../../../ui/data-table';
import { EmptyState } from '../../../../ui/empty-state';
import { UserText } from '../../../../ui/user-text';
import { usePaymentEntries, type PaymentEntriesSearch } from '../api/payment-entries';

type Entry = PaymentEntries['data'][number];
type Total = PaymentEntries['totals'][number];

const SUBJECT_LABELS: Record<(typeof PAYMENT_SUBJECTS)[number], string> = {
  listing: 'admin-payments.entries.subject_listing',
  advertisement: 'admin-payments.entries.subject_advertisement',
};

const isDay = (text: string | null) => (text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : '');

export function entriesSearchOf(params: URLSearchParams): PaymentEntriesSearch {
  return {
    from: isDay(params.get('from')),
    to: isDay(params.get('to')),
    method: PAYMENT_METHODS.find((m) => m === params.get('method')) ?? '',
    subject: PAYMENT_SUBJECTS.find((s) => s === params.get('subject')) ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

function entriesParams(search: PaymentEntriesSearch) {
  return new URLSearchParams({
    view: 'ledger',
    ...(search.from ? { from: search.from } : {}),
    ...(search.to ? { to: search.to } : {}),
    ...(search.method ? { method: search.method } : {}),
    ...(search.subject ? { subject: search.subject } : {}),
    ...(search.page > 1 ? { page: String(search.page) } : {}),
  });
}

/**
 * The one ledger of everything the portal sells (listing fees and advertisements), newest
 * first, filtered by period, method and subject, with the totals per method and currency of
 * the same filters (docs/decisions/034).
 */
export function PaymentEntriesView() {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const search = entriesSearchOf(params);
  const [draft, setDraft] = useState({ from: search.from, to: search.to });
  const entries = usePaymentEntries(search);
  const apply = (next: Partial<PaymentEntriesSearch>) =>
    setParams(entriesParams({ ...search, ...next, page: 1 }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const money = (minor: number, currency: string) => (
    <bdi dir="ltr" className="whitespace-nowrap">
      {formatPrice(locale, minor, currency)}
    </bdi>
  );
  const columns: Column<Entry>[] = [
    {
      header: t('admin-payments.ledger.col_paid_on'),
      className: 'whitespace-nowrap',
      cell: (e) => (
        <time dateTime={e.paid_on}>{formatDate(locale, `${e.paid_on}T12:00:00Z`, { timeZone: 'UTC' })}</time>
      ),
    },
    {
      header: t('admin-payments.entries.col_subject'),
      cell: (e) => (
        <>
          <Link
            to={
              e.subject.kind === 'advertisement'
                ? pathFor('admin-advertisement', { id: String(e.subject.id) })
                : `${pathFor('admin-payments')}?listing=${e.subject.id}`
            }
            className="text-brand-700 underline"
          >
            <UserText>{e.subject.label}</UserText>
          </Link>
          <span className="block text-xs text-slate-600">{t(SUBJECT_LABELS[e.subject.kind])}</span>
        </>
      ),
    },
    { header: t('admin-payments.ledger.col_amount'), cell: (e) => money(e.amount, e.currency_code) },
    { header: t('admin-payments.ledger.col_method'), cell: (e) => t(PAYMENT_METHOD_LABELS[e.method]) },
    { header: t('admin-payments.ledger.col_type'), cell: (e) => t(PAYMENT_TYPE_LABELS[e.payment_type]) },
    { header: t('admin-payments.ledger.col_reference'), cell: (e) => <bdi>{e.reference ?? '—'}</bdi> },
    {
      header: t('admin-payments.ledger.col_recorded'),
      cell: (e) => (e.recorded_by ? <UserText>{e.recorded_by.name}</UserText> : '—'),
    },
  ];
  const totalColumns: Column<Total>[] = [
    { header: t('admin-payments.ledger.col_method'), cell: (row) => t(PAYMENT_METHOD_LABELS[row.method]) },
    {
      header: t('admin-payments.entries.col_count'),
      className: 'text-end',
      cell: (row) => formatNumber(locale, row.count),
    },
    {
      header: t('admin-payments.entries.col_total'),
      className: 'text-end',
      cell: (row) => money(row.amount, row.currency_code),
    },
  ];
  return (
    <div className="space-y-4" data-testid="payment-entries">
      <form
        onSubmit={submit}
        aria-label={t('admin-payments.entries.filters')}
        className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-[repeat(4,minmax(0,1fr))_auto] sm:items-end"
      >
        <PeriodFilter
          labels={{ from: t('admin-payments.entries.from'), to: t('admin-payments.entries.to') }}
          value={draft}
          onChange={setDraft}
        />
        <ChoiceFilter
          label={t('admin-payments.entries.method')}
          allLabel={t('admin-payments.entries.all_methods')}
          values={PAYMENT_METHODS}
          labels={PAYMENT_METHOD_LABELS}
          value={search.method}
          onChange={(method) => apply({ method })}
        />
        <ChoiceFilter
          label={t('admin-payments.entries.subject')}
          allLabel={t('admin-payments.entries.all_subjects')}
          values={PAYMENT_SUBJECTS}
          labels={SUBJECT_LABELS}
          value={search.subject}
          onChange={(subject) => apply({ subject })}
        />
        <Button type="submit">{t('admin-payments.entries.submit')}</Button>
      </form>
      <QueryView query={entries}>
        {(data) => {
          const last = Math.max(1, Math.ceil(data.total / data.per_page));
          return (
            <>
              <section aria-labelledby={`${id}-totals`} className="space-y-2">
                <h2 id={`${id}-totals`} className="text-lg font-semibold">
                  {t('admin-payments.entries.totals')}
                </h2>
                <DataTable
                  caption={t('admin-payments.entries.totals')}
                  columns={totalColumns}
                  rows={data.totals}
                  rowKey={(row) => `${row.method}-${row.currency_code}`}
                  rowProps={(row) => ({ 'data-testid': 'ledger-total', 'data-method': row.method })}
                  empty={<p className="text-sm text-slate-600">{t('admin-payments.entries.no_totals')}</p>}
                  testId="ledger-totals"
                />
              </section>
              {data.data.length === 0 ? (
                <EmptyState title={t('admin-payments.entries.empty')} />
              ) : (
                <>
                  <p role="status" className="text-sm text-slate-600">
                    {t('admin-payments.entries.total', {
                      count: data.total,
                      n: formatNumber(locale, data.total),
                    })}
                  </p>
                  <DataTable
                    caption={t('admin-payments.entries.title')}
                    columns={columns}
                    rows={data.data}
                    rowKey={(e) => e.id}
                    rowProps={() => ({ 'data-testid': 'ledger-entry' })}
                    testId="ledger-entries"
                  />
                  <PagePager
                    page={Math.min(search.page, last)}
                    last={last}
                    href={(page) => `?${entriesParams({ ...search, page })}`}
                  />
                </>
              )}
            </>
          );
        }}
      </QueryView>
    </div>
  );
}
