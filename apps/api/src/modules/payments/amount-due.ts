import type { AmountDue } from '@portal/contract/listings';
import type { Tx } from '../../db/client';
import { paidByFee, selectOpenFees, type FeeRow } from './queries';

/** A fee with what the ledger holds for it: the amount, paid so far, and the rest. */
export function amountDue(fee: FeeRow, paid: number): AmountDue {
  return {
    amount: fee.amount,
    paid,
    remaining: Math.max(0, fee.amount - paid),
    currency_code: fee.currencyCode,
  };
}

/** What each of these listings still owes, by listing id (those with no open fee are absent). */
export async function amountsDueOf(db: Tx, listingIds: number[]): Promise<Map<number, AmountDue>> {
  const fees = await selectOpenFees(db, listingIds);
  const paid = await paidByFee(
    db,
    fees.map((f) => f.id),
  );
  return new Map(fees.map((f) => [f.listingId as number, amountDue(f, paid.get(f.id) ?? 0)]));
}
