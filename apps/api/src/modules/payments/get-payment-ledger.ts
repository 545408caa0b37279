import type { ListingStatus } from '@portal/contract/listings';
import type { PaymentLedger } from '@portal/contract/payments';
import { AppError } from '../../platform/errors';
import { findUserById } from '../auth/service';
import { findListing } from '../listings/service';
import { amountDue } from './amount-due';
import type { PaymentsDeps } from './deps';
import { ownerOf, toPayment } from './payment-view';
import { findOpenFee, paidByFee, selectLedger } from './queries';

/**
 * GET /admin/listings/{id}/payments: a listing in any status, what it owes now (null when no
 * fee is open) and every payment ever recorded for it, newest first.
 */
export async function getPaymentLedger(deps: PaymentsDeps, id: number): Promise<PaymentLedger> {
  const listing = await findListing(deps.db, id);
  if (!listing) throw new AppError('not_found');
  const [owner, fee, ledger] = await Promise.all([
    findUserById(deps.db, listing.userId),
    findOpenFee(deps.db, id),
    selectLedger(deps.db, id),
  ]);
  const paid = fee ? ((await paidByFee(deps.db, [fee.id])).get(fee.id) ?? 0) : 0;
  return {
    listing: {
      id: listing.id,
      platform: listing.platform as 'announcements' | 'sales',
      slug: listing.slug,
      title: listing.title,
      status: listing.status as ListingStatus,
      published_at: listing.publishedAt.toISOString(),
      owner: ownerOf(owner!),
    },
    due: fee ? amountDue(fee, paid) : null,
    waiting_since: fee ? fee.createdAt.toISOString() : null,
    payments: ledger.map((r) => toPayment(r.payment, r.recorder)),
  };
}
