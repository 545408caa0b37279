import type { PaymentEntriesQuery, PaymentEntry } from '@portal/contract/payments';
import type { PaymentsDeps } from './deps';
import { toPayment } from './payment-view';
import { selectEntriesPage, selectEntryTotals } from './queries';

/**
 * GET /admin/payments/ledger: the one ledger of everything the portal sells (docs/decisions/034),
 * paid latest first, with the sums per method and currency over the same filters (the paid_on
 * period, the method, listings or advertisements), so the totals match what the pages list.
 */
export async function listPaymentEntries(deps: PaymentsDeps, query: PaymentEntriesQuery) {
  const filters = { from: query.from, to: query.to, method: query.method, subject: query.subject };
  const offset = (query.page - 1) * query.per_page;
  const [rows, totals] = await Promise.all([
    selectEntriesPage(deps.db, filters, query.per_page, offset),
    selectEntryTotals(deps.db, filters),
  ]);
  return {
    data: rows.map((r): PaymentEntry => ({
      ...toPayment(r.payment, r.recorder),
      subject:
        r.payment.advertisementId !== null
          ? { kind: 'advertisement', id: r.payment.advertisementId, label: r.adName ?? '' }
          : { kind: 'listing', id: r.payment.listingId!, label: r.listingTitle ?? '' },
    })),
    totals: totals.map((t) => ({
      method: t.method as PaymentEntry['method'],
      currency_code: t.currencyCode,
      amount: Number(t.amount),
      count: t.n,
    })),
    total: totals.reduce((sum, t) => sum + t.n, 0),
    page: query.page,
    per_page: query.per_page,
  };
}
