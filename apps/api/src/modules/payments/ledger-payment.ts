import type { recordPaymentBodySchema } from '@portal/contract/payments';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { MessageKey } from '../../platform/messages';
import { dayIn } from '../dashboard/service';
import { amountDue } from './amount-due';
import {
  findOpenFeeOf,
  insertPayment,
  lockSubject,
  paidByFee,
  type FeeRow,
  type PaymentRow,
  type PaymentSubject,
} from './queries';

export type PaymentBody = z.output<typeof recordPaymentBodySchema>;

function invalid(field: keyof PaymentBody, key: MessageKey): AppError {
  return new AppError('validation_failed', { fieldErrors: { [field]: [key] } });
}

/** A payment received later than the recorder's own calendar day (X-timezone) is refused. */
export function refuseFuturePayment(body: PaymentBody, now: Date, timeZone: string) {
  if (body.paid_on > dayIn(now, timeZone)) throw invalid('paid_on', 'validation.date_not_future');
}

export interface LedgerPaymentInput {
  subject: PaymentSubject;
  body: PaymentBody;
  actorId: number;
  now: Date;
  /** Whether the subject, in this status, takes payments now. */
  takesPayments: (status: string) => boolean;
  /** The 409's message when it does not (or has nothing open). */
  notOpen: MessageKey;
}

/**
 * Records one payment in the one ledger (docs/decisions/012, 034), for a listing's fee or an
 * advertisement's. The subject's row is locked first, so two recordings run one after the
 * other and the second sees the first's payment: none pays beyond what is still due (422), a
 * "full" payment must settle the rest and a "partial" one must leave some (422). The caller
 * settles the fee and moves the subject on, in the same transaction, from what this returns.
 */
export async function recordLedgerPayment(tx: Tx, input: LedgerPaymentInput) {
  const { subject, body } = input;
  const status = await lockSubject(tx, subject);
  if (status === undefined) throw new AppError('not_found');
  const fee: FeeRow | undefined = input.takesPayments(status) ? await findOpenFeeOf(tx, subject) : undefined;
  if (!fee) throw new AppError('conflict', { messageKey: input.notOpen });
  const paidBefore = (await paidByFee(tx, [fee.id])).get(fee.id) ?? 0;
  const remaining = fee.amount - paidBefore;
  if (body.currency_code !== fee.currencyCode) throw invalid('currency_code', 'validation.payment_currency');
  if (body.amount > remaining) throw invalid('amount', 'validation.payment_above_due');
  if (body.payment_type === 'full' && body.amount !== remaining) {
    throw invalid('payment_type', 'validation.payment_full_amount');
  }
  if (body.payment_type === 'partial' && body.amount === remaining) {
    throw invalid('payment_type', 'validation.payment_partial_amount');
  }
  const payment: PaymentRow = await insertPayment(tx, {
    listingId: subject.kind === 'listing' ? subject.id : null,
    advertisementId: subject.kind === 'advertisement' ? subject.id : null,
    feeId: fee.id,
    method: body.method,
    paymentType: body.payment_type,
    amount: body.amount,
    currencyCode: body.currency_code,
    reference: body.reference || null,
    paidOn: body.paid_on,
    recordedBy: input.actorId,
    createdAt: input.now,
  });
  const paid = paidBefore + body.amount;
  return { status, fee, payment, paidBefore, paid, due: amountDue(fee, paid) };
}
