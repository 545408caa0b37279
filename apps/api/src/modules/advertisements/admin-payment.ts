import { adPaymentReference } from '@portal/contract/advertisements-values';
import { insertAuditEntry } from '../../platform/audit';
import { recordLedgerPayment, refuseFuturePayment, settleFee, type PaymentBody } from '../payments/service';
import { getSettings } from '../settings/service';
import type { AdminAdsDeps } from './admin-deps';
import { advanceAfterPayment } from './admin-advance';
import { adminAdvertisementById } from './admin-decide';
import { mailAdvertiser } from './admin-mails';
import { selectAdvertisementForUpdate } from './queries';

/** An order takes payments once approved and while something is due (a partial rest included). */
const TAKES_PAYMENTS = new Set(['waiting_payment', 'scheduled', 'active']);

/**
 * POST /admin/advertisements/{id}/payments (admins): records one payment into the one ledger
 * (the same function as listings: lock, open fee, refusals). The advertiser is mailed each
 * time; the payment that reaches the price (full) or the first instalment (partial) schedules
 * the order, started at once if its first day has come; the one that completes the price
 * settles the fee. All in one transaction, with audit entries.
 */
export async function recordAdPayment(
  deps: AdminAdsDeps,
  actorId: number,
  id: number,
  body: PaymentBody,
  timeZone: string,
) {
  const now = new Date();
  refuseFuturePayment(body, now, timeZone);
  const settings = await getSettings(deps.db);
  await deps.db.transaction(async (tx) => {
    const { fee, payment, paidBefore, paid, due } = await recordLedgerPayment(tx, {
      subject: { kind: 'advertisement', id },
      body,
      actorId,
      now,
      takesPayments: (status) => TAKES_PAYMENTS.has(status),
      notOpen: 'error.advertisement_not_payable',
    });
    const ad = (await selectAdvertisementForUpdate(tx, id))!;
    await insertAuditEntry(tx, {
      actorId,
      action: 'advertisement.payment_record',
      subjectType: 'advertisement',
      subjectId: id,
      before: { paid: paidBefore, remaining: fee.amount - paidBefore },
      after: {
        payment_id: payment.id,
        method: body.method,
        payment_type: body.payment_type,
        amount: body.amount,
        currency_code: body.currency_code,
        reference: payment.reference,
        paid_on: body.paid_on,
        paid,
        remaining: due.remaining,
      },
      createdAt: now,
    });
    if (due.remaining === 0) await settleFee(tx, fee.id, now);
    await mailAdvertiser(deps, tx, ad, settings, 'advertisement_payment_received', {
      amount: body.amount,
      paid,
      remaining: due.remaining,
      currencyCode: fee.currencyCode,
      reference: adPaymentReference(id),
    });
    await advanceAfterPayment(deps, tx, ad, { paid, actorId, settings, now });
  });
  deps.notifyMail();
  return adminAdvertisementById(deps, id);
}
