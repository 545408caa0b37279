import type { Db } from '../../db/client';
import { selectFeesAndPaymentsOf } from './queries';

/**
 * What the payments area keeps about a person's listings, for their "download my data": the
 * fees owed and every payment recorded (the staff member who recorded one is not named).
 * Amounts are in minor units of their currency.
 */
export async function paymentDataOfListings(db: Db, listingIds: number[]) {
  const { fees, payments } = await selectFeesAndPaymentsOf(db, listingIds);
  return {
    fees: fees.map((f) => ({
      id: f.id,
      listing_id: f.listingId,
      amount: f.amount,
      currency_code: f.currencyCode,
      created_at: f.createdAt.toISOString(),
      settled_at: f.settledAt?.toISOString() ?? null,
    })),
    payments: payments.map((p) => ({
      id: p.id,
      listing_id: p.listingId,
      fee_id: p.feeId,
      method: p.method,
      payment_type: p.paymentType,
      amount: p.amount,
      currency_code: p.currencyCode,
      reference: p.reference,
      paid_on: p.paidOn,
      recorded_at: p.createdAt.toISOString(),
    })),
  };
}

// What the other areas may use from this one (docs/decisions/023-module-boundaries.md).
export { amountsDueOf } from './amount-due';
export { holdForPayment } from './hold-for-payment';
export { hasPayments, insertFee, selectFeesOf, selectLedger, settleFee, findOpenFeeOf } from './queries';
export type { PaymentSubject } from './queries';
export { recordLedgerPayment, refuseFuturePayment, type PaymentBody } from './ledger-payment';
export { amountDue } from './amount-due';
export { toPayment } from './payment-view';
