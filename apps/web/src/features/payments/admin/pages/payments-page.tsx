import { PLATFORMS } from '@portal/contract/catalog';
import type { PaymentLedger } from '@portal/contract/payments';
import { pathFor } from '@portal/contract/routes';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { Link } from '../../../../ui/link';
import { formatDate, formatPrice, formatRelativeTime } from '../../../../lib/format';
import { STATUS_LABELS } from '../../../../lib/listing-labels';
import { useLocale } from '../../../../lib/use-locale';
import { useCurrentUser } from '../../../auth/api';
import {
  usePaymentLedger,
  useRecordPayment,
  useWaitingPayments,
  type PaymentsSearch,
  type WaitingPayments,
} from '../api/payments';
import { BackOfficeLayout } from '../../../../back-office/components/back-office-layout';
import { PagedResults } from '../../../../back-office/components/paged-results';
import { PlatformFilter, WordsFilter } from '../../../../back-office/components/filter-select';
import { PaymentForm } from '../../../../back-office/components/payment-form';
import { PaymentEntriesView } from '../components/payment-entries';
import { PLATFORM_LABELS } from '../../../../back-office/platform-labels';
import { QueryView } from '../../../../back-office/components/query-view';
import { PAYMENT_METHOD_LABELS, PAYMENT_TYPE_LABELS } from '../../../../back-office/payment-labels';
import { UserText } from '../../../../ui/user-text';
import { isolate } from '@portal/contract/bidi';
import { Button } from '../../../../ui/button';
import { DataTable, type Column } from '../../../../ui/data-table';

function searchOf(params: URLSearchParams): PaymentsSearch {
  const platform = PLATFORMS.find((p) => p === params.get('platform')) ?? '';
  return {
    q: params.get('q') ?? '',
    platform,
    partlyPaid: params.get('partly_paid') === 'true',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

function paramsOf(search: PaymentsSearch, extra: Record<string, string> = {}) {
  return new URLSearchParams({
    ...(search.q ? { q: search.q } : {}),
    ...(search.platform ? { platform: search.platform } : {}),
    ...(search.partlyPaid ? { partly_paid: 'true' } : {}),
    ...(search.page > 1 ? { page: String(search.page) } : {}),
    ...extra,
  });
}

/** One listing's payments, loaded by its id. */
function LedgerPanel({ id, onClose }: { id: number; onClose: () => void }) {
  const ledger = usePaymentLedger(id);
  return <QueryView query={ledger}>{(data) => <LedgerView data={data} onClose={onClose} />}</QueryView>;
}

/** What the listing owes, its ledger, and (for admins) the form to record a payment. */
function LedgerView({ data, onClose }: { data: PaymentLedger; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const me = useCurrentUser();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [published, setPublished] = useState(false);
  const record = useRecordPayment(data.listing.id);

  // Opening a listing moves the focus to its panel, for keyboard and screen-reader users.
  useEffect(() => {
    headingRef.current?.focus();
  }, [data.listing.id]);

  const { listing, due } = data;
  type Payment = PaymentLedger['payments'][number];
  const ledgerColumns: Column<Payment>[] = [
    {
      header: t('admin-payments.ledger.col_paid_on'),
      className: 'whitespace-nowrap',
      cell: (p) => <time dateTime={p.paid_on}>{formatDate(locale, `${p.paid_on}T12:00:00Z`)}</time>,
    },
    { header: t('admin-payments.ledger.col_amount'), cell: (p) => money(p.amount, p.currency_code) },
    { header: t('admin-payments.ledger.col_method'), cell: (p) => t(PAYMENT_METHOD_LABELS[p.method]) },
    { header: t('admin-payments.ledger.col_type'), cell: (p) => t(PAYMENT_TYPE_LABELS[p.payment_type]) },
    { header: t('admin-payments.ledger.col_reference'), cell: (p) => <bdi>{p.reference ?? '—'}</bdi> },
    {
      header: t('admin-payments.ledger.col_recorded'),
      cell: (p) => (
        <>
          {p.recorded_by ? <bdi>{p.recorded_by.name}</bdi> : null}{' '}
          <time dateTime={p.recorded_at} className="block text-xs text-slate-600">
            {formatDate(locale, p.recorded_at, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        </>
      ),
    },
  ];
  const money = (minor: number, currency: string) => (
    <bdi dir="ltr" className="whitespace-nowrap">
      {formatPrice(locale, minor, currency)}
    </bdi>
  );
  return (
    <section
      aria-labelledby="payment-ledger-title"
      className="space-y-4 rounded-2xl border border-brand-200 bg-slate-50 p-4"
      data-testid="payment-ledger"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="payment-ledger-title" ref={headingRef} tabIndex={-1} className="text-xl font-bold">
          {t('admin-payments.ledger.title', { title: isolate(listing.title) })}
        </h2>
        <Button
          variant="secondary"
          size="sm"

          onClick={onClose}
        >
          {t('admin-payments.ledger.close')}
        </Button>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)_auto_minmax(0,1fr)]">
        <dt className="text-slate-600">{t('admin-payments.ledger.status')}</dt>
        <dd data-testid="ledger-status">{t(STATUS_LABELS[listing.status])}</dd>
        <dt className="text-slate-600">{t('admin-payments.ledger.owner')}</dt>
        <dd>
          <UserText>{listing.owner.name}</UserText>{' '}
          <span dir="ltr" className="text-slate-600">
            @{listing.owner.username}
          </span>
        </dd>
        {due ? (
          <>
            <dt className="text-slate-600">{t('admin-payments.ledger.amount')}</dt>
            <dd>{money(due.amount, due.currency_code)}</dd>
            <dt className="text-slate-600">{t('admin-payments.ledger.paid')}</dt>
            <dd data-testid="ledger-paid">{money(due.paid, due.currency_code)}</dd>
            <dt className="text-slate-600">{t('admin-payments.ledger.remaining')}</dt>
            <dd className="font-semibold" data-testid="ledger-remaining">
              {money(due.remaining, due.currency_code)}
            </dd>
          </>
        ) : null}
        {data.waiting_since ? (
          <>
            <dt className="text-slate-600">{t('admin-payments.ledger.waiting_since')}</dt>
            <dd>
              <time dateTime={data.waiting_since}>{formatDate(locale, data.waiting_since)}</time>
            </dd>
          </>
        ) : null}
      </dl>
      <p className="flex flex-wrap gap-3 text-sm">
        <Link to={pathFor('admin-review', { id: String(listing.id) })} className="text-brand-700 underline">
          {t('admin-payments.ledger.view_listing')}
        </Link>
        {listing.status === 'approved' ? (
          <Link
            to={pathFor(`${listing.platform}-show`, { slug: listing.slug })}
            className="text-brand-700 underline"
          >
            {t('admin-payments.ledger.view_public')}
          </Link>
        ) : null}
      </p>
      {published || listing.status === 'approved' ? (
        <p
          role="status"
          className="rounded-lg bg-emerald-50 px-3 py-2 text-emerald-900"
          data-testid="ledger-published"
        >
          {t('admin-payments.ledger.published')}
        </p>
      ) : null}
      <h3 className="text-lg font-semibold">{t('admin-payments.ledger.payments')}</h3>
      <DataTable
        caption={t('admin-payments.ledger.payments')}
        columns={ledgerColumns}
        rows={data.payments}
        rowKey={(p) => p.id}
        rowProps={() => ({ 'data-testid': 'ledger-row' })}
        empty={<p className="text-sm text-slate-600">{t('admin-payments.ledger.none')}</p>}
        testId="ledger"
      />
      {due && listing.status === 'waiting_payment' ? (
        me?.role === 'admin' ? (
          <PaymentForm
            key={`${listing.id}-${due.paid}`}
            due={due}
            record={async (body) => {
              const result = await record.mutateAsync(body);
              setPublished(result.published);
              return {
                remaining: result.due.remaining,
                message: t(
                  result.published ? 'admin-payments.form.published' : 'admin-payments.form.recorded',
                ),
              };
            }}
          />
        ) : (
          <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
            {t('admin-payments.ledger.admins_only')}
          </p>
        )
      ) : null}
    </section>
  );
}

/**
 * /admin/payments: listings waiting for payment, waiting longest first, with what each owes;
 * opening one (?listing=id, so the URL can be shared) shows its ledger and, for admins, the
 * form that records a payment — the one completing the amount publishes the listing.
 */
type WaitingItem = WaitingPayments['data'][number];

/** The listings waiting for a payment; the opened one is marked (its ledger shows beside). */
function WaitingTable({
  items,
  opened,
  openHref,
}: {
  items: WaitingItem[];
  opened: number | null;
  openHref: (listing: number) => string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const price = (minor: number, currency: string) => (
    <bdi dir="ltr">{formatPrice(locale, minor, currency)}</bdi>
  );
  const columns: Column<WaitingItem>[] = [
    {
      header: t('admin-payments.list.col_listing'),
      cell: (item) => (
        <>
          <Link
            to={openHref(item.id)}
            aria-current={opened === item.id ? 'true' : undefined}
            className="font-medium text-brand-700 underline"
          >
            <bdi>{item.title}</bdi>
          </Link>
          <span className="block text-xs text-slate-600">{t(PLATFORM_LABELS[item.platform])}</span>
        </>
      ),
    },
    {
      header: t('admin-payments.list.col_owner'),
      cell: (item) => (
        <>
          <bdi>{item.owner.name}</bdi>
          <span dir="ltr" className="block text-start text-slate-600">
            {item.owner.phone ?? item.owner.email}
          </span>
        </>
      ),
    },
    {
      header: t('admin-payments.list.col_due'),
      className: 'whitespace-nowrap',
      cell: (item) => price(item.due.amount, item.due.currency_code),
    },
    {
      header: t('admin-payments.list.col_paid'),
      className: 'whitespace-nowrap',
      cell: (item) => price(item.due.paid, item.due.currency_code),
    },
    {
      header: t('admin-payments.list.col_remaining'),
      className: 'font-semibold whitespace-nowrap',
      cell: (item) => price(item.due.remaining, item.due.currency_code),
    },
    {
      header: t('admin-payments.list.col_waiting'),
      className: 'whitespace-nowrap',
      cell: (item) => (
        <time dateTime={item.waiting_since} title={formatDate(locale, item.waiting_since)}>
          {formatRelativeTime(locale, item.waiting_since)}
        </time>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('routes.admin-payments.title')}
      columns={columns}
      rows={items}
      rowKey={(item) => item.id}
      rowProps={(item) => ({
        'data-testid': 'waiting-row',
        className: opened === item.id ? 'bg-brand-50' : undefined,
      })}
      testId="waiting-payments"
    />
  );
}

/** The two views of the page: what waits for payment, and the ledger of everything received. */
function ViewTabs({ ledger }: { ledger: boolean }) {
  const { t } = useTranslation();
  const tab = (current: boolean) =>
    `rounded-full border px-3 py-1 ${current ? 'border-brand-700 bg-brand-50 font-semibold text-brand-900' : 'border-slate-300 text-slate-700'}`;
  return (
    <nav aria-label={t('admin-payments.views')} className="flex flex-wrap gap-2 text-sm">
      <Link to="?" aria-current={ledger ? undefined : 'page'} className={tab(!ledger)}>
        {t('admin-payments.view_waiting')}
      </Link>
      <Link to="?view=ledger" aria-current={ledger ? 'page' : undefined} className={tab(ledger)}>
        {t('admin-payments.view_ledger')}
      </Link>
    </nav>
  );
}

export default function PaymentsPage() {
  const [params] = useSearchParams();
  if (params.get('view') === 'ledger') {
    return (
      <BackOfficeLayout>
        <LedgerHeader ledger />
        <PaymentEntriesView />
      </BackOfficeLayout>
    );
  }
  return <WaitingPaymentsView />;
}

function LedgerHeader({ ledger }: { ledger: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="mb-4 space-y-4">
      <h1 className="text-2xl font-bold">{t('routes.admin-payments.title')}</h1>
      <p className="text-sm text-slate-600">
        {t(ledger ? 'admin-payments.entries.intro' : 'admin-payments.intro')}
      </p>
      <ViewTabs ledger={ledger} />
    </div>
  );
}

function WaitingPaymentsView() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = searchOf(params);
  const opened = Number(params.get('listing')) || null;
  const [draft, setDraft] = useState(search.q);
  const waiting = useWaitingPayments(search);
  const href = (page: number) => `?${paramsOf({ ...search, page })}`;
  const openHref = (listing: number) => `?${paramsOf(search, { listing: String(listing) })}`;
  const apply = (next: Partial<PaymentsSearch>) => setParams(paramsOf({ ...search, ...next, page: 1 }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({ q: draft.trim() });
  };

  return (
    <BackOfficeLayout>
      <LedgerHeader ledger={false} />
      <div className="space-y-4">
        <form
          role="search"
          aria-label={t('admin-payments.list.filters')}
          onSubmit={submit}
          className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto_auto] sm:items-end"
        >
          <WordsFilter label={t('admin-payments.list.query')} value={draft} onChange={setDraft} />
          <PlatformFilter
            label={t('admin-payments.list.platform')}
            allLabel={t('admin-payments.list.all_platforms')}
            value={search.platform || null}
            onChange={(platform) => apply({ platform: platform ?? '' })}
          />
          <label className="flex items-center gap-2 py-2 text-sm">
            <input
              type="checkbox"
              checked={search.partlyPaid}
              onChange={(e) => apply({ partlyPaid: e.target.checked })}
            />
            {t('admin-payments.list.partly_paid')}
          </label>
          <Button type="submit">{t('admin-payments.list.submit')}</Button>
        </form>
        {opened ? <LedgerPanel id={opened} onClose={() => setParams(paramsOf(search))} /> : null}
        <PagedResults
          query={waiting}
          page={search.page}
          href={href}
          empty={t('admin-payments.list.empty')}
          total={(count) => t('admin-payments.list.total', count)}
        >
          {(data) => <WaitingTable items={data.data} opened={opened} openHref={openHref} />}
        </PagedResults>
      </div>
    </BackOfficeLayout>
  );
}
