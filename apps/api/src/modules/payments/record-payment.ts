import { isLocale, type Locale } from '@portal/contract/locale';
import type { ListingStatus } from '@portal/contract/listings';
import { findUserById } from '../auth/service';
import { expiryOf } from '../listings/service';
import { insertAuditEntry } from '../../platform/audit';
import { lockListing, setDecision } from '../moderation/service';
import { startPromotion } from '../promotions/service';
import type { PaymentsDeps } from './deps';
import { toPayment } from './payment-view';
import { recordLedgerPayment, refuseFuturePayment, type PaymentBody } from './ledger-payment';
import { settleFee } from './queries';
import { notify, wantsMail } from '../notifications/service';

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
  body: PaymentBody,
  timeZone: string,
) {
  const now = new Date();
  refuseFuturePayment(body, now, timeZone);
  const result = await deps.db.transaction(async (tx) => {
    const { fee, payment, paid, due } = await recordLedgerPayment(tx, {
      subject: { kind: 'listing', id },
      body,
      actorId,
      now,
      takesPayments: (status) => status === 'waiting_payment',
      notOpen: 'error.listing_not_waiting_payment',
    });
    const listing = (await lockListing(tx, id))!;
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
      const linkPath = `/${listing.platform}/show/${encodeURIComponent(listing.slug)}`;
      if (owner && !owner.deletedAt) {
        await notify(tx, {
          userId: owner.id,
          kind: 'payment_received',
          params: { title: listing.title, amount: fee.amount, currency: fee.currencyCode },
          link: linkPath,
        });
      }
      // The owner's mail, unless they chose the notification center only.
      if (owner && !owner.deletedAt && (await wantsMail(tx, owner.id, 'payment_received'))) {
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
            linkPath,
          },
        });
      }
    }
    const recorder = await findUserById(tx, actorId);
    return {
      payment: toPayment(payment, recorder ?? null),
      due,
      published: status === 'approved',
      status,
    };
  });
  if (result.published) deps.notifyMail();
  return result;
}
