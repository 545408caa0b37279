import type { AdminAdvertisement } from '@portal/contract/advertisements';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../../lib/use-translation';
import { PaymentForm } from '../../../../back-office/components/payment-form';
import { PAYMENT_METHOD_LABELS, PAYMENT_TYPE_LABELS } from '../../../../back-office/payment-labels';
import { formatDate, formatPrice } from '../../../../lib/format';
import { useLocale } from '../../../../lib/use-locale';
import { DataTable, type Column } from '../../../../ui/data-table';
import { useCurrentUser } from '../../../auth/api';
import { AD_PAYABLE, AD_STATUS_LABELS } from '../admin-ad-labels';
import { formatDay } from '../ad-format';
import { ADMIN_ADS_KEY } from '../api/admin-advertisements';
import { recordAdPayment } from '../api/record-ad-payment';

type Payment = AdminAdvertisement['payments'][number];

/** What the order costs, what was paid, its ledger lines and (admins) the form recording one more. */
export function AdPayments({ ad }: { ad: AdminAdvertisement }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const money = (minor: number, currency: string) => (
    <bdi dir="ltr" className="whitespace-nowrap">
      {formatPrice(locale, minor, currency)}
    </bdi>
  );
  const columns: Column<Payment>[] = [
    {
      header: t('admin-payments.ledger.col_paid_on'),
      className: 'whitespace-nowrap',
      cell: (p) => <time dateTime={p.paid_on}>{formatDay(locale, p.paid_on)}</time>,
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
  const payable = AD_PAYABLE.includes(ad.status) && ad.due.remaining > 0;
  return (
    <section
      aria-labelledby="ad-payments-title"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4"
      data-testid="ad-payments"
    >
      <h2 id="ad-payments-title" className="text-lg font-semibold">
        {t('admin-advertisements.payments.title')}
      </h2>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)_auto_minmax(0,1fr)]">
        <dt className="text-slate-600">{t('admin-advertisements.payments.amount')}</dt>
        <dd>{money(ad.due.amount, ad.due.currency_code)}</dd>
        <dt className="text-slate-600">{t('admin-advertisements.payments.first_instalment')}</dt>
        <dd>{money(ad.first_instalment, ad.due.currency_code)}</dd>
        <dt className="text-slate-600">{t('admin-advertisements.payments.paid')}</dt>
        <dd data-testid="ad-paid">{money(ad.due.paid, ad.due.currency_code)}</dd>
        <dt className="text-slate-600">{t('admin-advertisements.payments.remaining')}</dt>
        <dd className="font-semibold" data-testid="ad-remaining">
          {money(ad.due.remaining, ad.due.currency_code)}
        </dd>
        <dt className="text-slate-600">{t('admin-advertisements.payments.invoice')}</dt>
        <dd dir="ltr" className="text-start">
          {ad.invoice_number ?? '—'}
        </dd>
        <dt className="text-slate-600">{t('admin-advertisements.payments.reference')}</dt>
        <dd dir="ltr" className="text-start">
          {ad.payment_reference}
        </dd>
      </dl>
      <DataTable
        caption={t('admin-advertisements.payments.title')}
        columns={columns}
        rows={ad.payments}
        rowKey={(p) => p.id}
        rowProps={() => ({ 'data-testid': 'ad-payment-row' })}
        empty={<p className="text-sm text-slate-600">{t('admin-payments.ledger.none')}</p>}
        testId="ad-payments-table"
      />
      {payable ? (
        me?.role === 'admin' ? (
          <PaymentForm
            key={`${ad.id}-${ad.due.paid}`}
            due={ad.due}
            record={async (body) => {
              const updated = await recordAdPayment(ad.id, body);
              await queryClient.invalidateQueries({ queryKey: ADMIN_ADS_KEY });
              return {
                remaining: updated.due.remaining,
                message: t('admin-advertisements.payments.recorded', {
                  status: t(AD_STATUS_LABELS[updated.status]),
                }),
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
