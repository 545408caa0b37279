import { isLocale, type Locale } from '@portal/contract/locale';
import type { ListingStatus } from '@portal/contract/listings';
import type { recordPaymentBodySchema } from '@portal/contract/payments';
import type { z } from 'zod';
import { AppError } from '../../platform/errors';
import type { MessageKey } from '../../platform/messages';
import { findUserById } from '../auth/service';
import { dayIn } from '../dashboard/service';
import { expiryOf } from '../listings/service';
import { insertAuditEntry } from '../../platform/audit';
import { lockListing, setDecision } from '../moderation/service';
import { startPromotion } from '../promotions/service';
import { amountDue } from './amount-due';
import type { PaymentsDeps } from './deps';
import { toPayment } from './payment-view';
import { findOpenFee, insertPayment, paidByFee, settleFee } from './queries';

type Body = z.output<typeof recordPaymentBodySchema>;

function invalid(field: keyof Body, key: MessageKey): AppError {
  return new AppError('validation_failed', { fieldErrors: { [field]: [key] } });
}

/**
 * POST /admin/listings/{id}/payments: records one payment of a listing waiting for payment in
 * the append-only ledger, with its audit entry. The listing row is locked first, so two
 * recordings run one after the other: the second sees the first's payment, and neither can
 * pay beyond what is due (422) nor publish twice (the second finds it published: 409). The
 * payment that completes the fee settles it and publishes the listing at once (approved,
 * published_at now, expires_at from its duration), with a second audit entry and the owner's
 * mail, in the same transaction. `today` is the recorder's calendar day (X-timezone).
 */
export async function recordPayment(
  deps: PaymentsDeps,
  actorId: number,
  id: number,
  body: Body,
  timeZone: string,
) {
  const now = new Date();
  if (body.paid_on > dayIn(now, timeZone)) throw invalid('paid_on', 'validation.date_not_future');
  const result = await deps.db.transaction(async (tx) => {
    const listing = await lockListing(tx, id);
    if (!listing) throw new AppError('not_found');
    const fee = listing.status === 'waiting_payment' ? await findOpenFee(tx, id) : undefined;
    if (!fee) throw new AppError('conflict', { messageKey: 'error.listing_not_waiting_payment' });
    const paidBefore = (await paidByFee(tx, [fee.id])).get(fee.id) ?? 0;
    const remaining = fee.amount - paidBefore;
    if (body.currency_code !== fee.currencyCode)
      throw invalid('currency_code', 'validation.payment_currency');
    if (body.amount > remaining) throw invalid('amount', 'validation.payment_above_due');
    if (body.payment_type === 'full' && body.amount !== remaining) {
      throw invalid('payment_type', 'validation.payment_full_amount');
    }
    if (body.payment_type === 'partial' && body.amount === remaining) {
      throw invalid('payment_type', 'validation.payment_partial_amount');
    }
    const payment = await insertPayment(tx, {
      listingId: id,
      feeId: fee.id,
      method: body.method,
      paymentType: body.payment_type,
      amount: body.amount,
      currencyCode: body.currency_code,
      reference: body.reference || null,
      paidOn: body.paid_on,
      recordedBy: actorId,
      createdAt: now,
    });
    const paid = paidBefore + body.amount;
    await insertAuditEntry(tx, {
      actorId,
      action: 'listing.payment_record',
      subjectType: 'listing',
      subjectId: id,
      before: { paid: paidBefore, remaining },
      after: {
        payment_id: payment.id,
        method: body.method,
        payment_type: body.payment_type,
        amount: body.amount,
        currency_code: body.currency_code,
        reference: payment.reference,
        paid_on: body.paid_on,
        paid,
        remaining: fee.amount - paid,
      },
      createdAt: now,
    });
    let status: ListingStatus = 'waiting_payment';
    if (paid >= fee.amount) {
      status = 'approved';
      const expiresAt = expiryOf(now, listing);
      await settleFee(tx, fee.id, now);
      await setDecision(tx, id, { status, rejectionReason: null, publishedAt: now, expiresAt }, now);
      const promotedUntil = await startPromotion(tx, id, now);
      await insertAuditEntry(tx, {
        actorId,
        action: 'listing.publish_paid',
        subjectType: 'listing',
        subjectId: id,
        before: { status: 'waiting_payment' },
        after: {
          status,
          published_at: now.toISOString(),
          expires_at: expiresAt.toISOString(),
          ...(promotedUntil ? { promoted_until: promotedUntil.toISOString() } : {}),
        },
        createdAt: now,
      });
      const owner = await findUserById(tx, listing.userId);
      if (owner && !owner.deletedAt) {
        const locale: Locale = isLocale(owner.locale) ? owner.locale : 'ar';
        await deps.enqueueMail(tx, {
          to: owner.email,
          locale,
          siteName: undefined,
          template: 'listing_paid',
          data: {
            name: owner.firstName,
            title: listing.title,
            amount: fee.amount,
            currencyCode: fee.currencyCode,
            linkPath: `/${listing.platform}/show/${encodeURIComponent(listing.slug)}`,
          },
        });
      }
    }
    const recorder = await findUserById(tx, actorId);
    return {
      payment: toPayment(payment, recorder ?? null),
      due: amountDue(fee, paid),
      published: status === 'approved',
      status,
    };
  });
  if (result.published) deps.notifyMail();
  return result;
}
