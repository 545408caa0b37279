import type { WaitingPaymentsQuery } from '@portal/contract/payments';
import type { PaymentsDeps } from './deps';
import { amountDue } from './amount-due';
import { countWaiting, selectWaitingPage } from './queries';
import { ownerOf } from './payment-view';

const DAY_MS = 86_400_000;

/** GET /admin/payments: listings waiting for payment, waiting longest first, with what each owes. */
export async function listWaitingPayments(deps: PaymentsDeps, query: WaitingPaymentsQuery) {
  const filters = {
    platform: query.platform,
    q: query.q,
    waitingBefore:
      query.older_than_days !== undefined ? new Date(Date.now() - query.older_than_days * DAY_MS) : undefined,
    partlyPaid: query.partly_paid === 'true',
  };
  const offset = (query.page - 1) * query.per_page;
  const [rows, total] = await Promise.all([
    selectWaitingPage(deps.db, filters, query.per_page, offset),
    countWaiting(deps.db, filters),
  ]);
  return {
    data: rows.map((r) => ({
      id: r.listing.id,
      platform: r.listing.platform as 'announcements' | 'sales',
      slug: r.listing.slug,
      title: r.listing.title,
      owner: ownerOf(r.owner),
      due: amountDue(r.fee, Number(r.paid)),
      waiting_since: r.fee.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    per_page: query.per_page,
  };
}
