import { adInvoiceNumber, adPaymentReference } from '@portal/contract/advertisements-values';
import type { RejectAdvertisementBody } from '@portal/contract/advertisements';
import { AppError } from '../../platform/errors';
import { insertAuditEntry } from '../../platform/audit';
import { insertFee } from '../payments/service';
import { getSettings } from '../settings/service';
import { adRefusal, isClaimedByOther } from './admin-claim';
import type { AdminAdsDeps } from './admin-deps';
import { adInvoice } from './admin-invoice';
import { mailAdvertiser } from './admin-mails';
import { findAdWithAdvertiser, updateAd } from './admin-queries';
import { adminAdvertisementsOf } from './admin-view';
import { releaseAdvertisementPlaces, portalToday } from './capacity';
import { selectAdvertisementForUpdate } from './queries';
import { advanceAfterPayment } from './admin-advance';

/** The order after a change, as the back office shows it. */
export async function adminAdvertisementById(deps: AdminAdsDeps, id: number) {
  const row = await findAdWithAdvertiser(deps.db, id);
  if (!row) throw new AppError('not_found');
  const [advertisement] = await adminAdvertisementsOf(deps.db, [row]);
  return { advertisement: advertisement! };
}

/**
 * POST /admin/advertisements/{id}/approve: an order waiting for review (not held by another's
 * claim) goes to waiting for payment: it opens a fee of its price in the one ledger, gets its
 * invoice number, and the advertiser is mailed the payment instructions of the method chosen
 * with the invoice attached. The row is locked, so a second approval finds it decided (409).
 * An order priced at nothing owes nothing: it is scheduled at once (docs/decisions/034).
 */
export async function approveAdvertisement(deps: AdminAdsDeps, actorId: number, id: number) {
  const now = new Date();
  const settings = await getSettings(deps.db);
  await deps.db.transaction(async (tx) => {
    const ad = await selectAdvertisementForUpdate(tx, id);
    if (!ad || ad.status !== 'pending_review' || isClaimedByOther(ad, actorId, now)) {
      throw await adRefusal(tx, ad, actorId, now);
    }
    const invoiceNumber = adInvoiceNumber(id, now);
    const approved = await updateAd(
      tx,
      id,
      {
        status: 'waiting_payment',
        invoiceNumber,
        approvedAt: now,
        decidedBy: actorId,
        claimedBy: null,
        claimExpiresAt: null,
      },
      now,
    );
    if (ad.amount > 0) {
      await insertFee(tx, {
        advertisementId: id,
        amount: ad.amount,
        currencyCode: ad.currencyCode,
        createdAt: now,
      });
    }
    await insertAuditEntry(tx, {
      actorId,
      action: 'advertisement.approve',
      subjectType: 'advertisement',
      subjectId: id,
      before: { status: ad.status },
      after: {
        status: 'waiting_payment',
        invoice_number: invoiceNumber,
        fee: { amount: ad.amount, currency_code: ad.currencyCode },
      },
      createdAt: now,
    });
    const locale = approved.locale as 'ar' | 'fr' | 'en';
    await mailAdvertiser(
      deps,
      tx,
      approved,
      settings,
      'advertisement_waiting_payment',
      {
        method: approved.paymentMethod as 'cheque' | 'cash' | 'current_account',
        paymentType: approved.paymentType as 'full' | 'partial',
        amount: approved.amount,
        firstInstalment: approved.firstInstalment,
        currencyCode: approved.currencyCode,
        invoiceNumber,
        reference: adPaymentReference(id),
      },
      [
        adInvoice(approved, {
          locale,
          siteName: settings.general.site_name[locale],
          issuedOn: portalToday(settings, now),
        }),
      ],
    );
    if (ad.amount === 0) await advanceAfterPayment(deps, tx, approved, { paid: 0, actorId, settings, now });
  });
  deps.notifyMail();
  return adminAdvertisementById(deps, id);
}

/**
 * POST /admin/advertisements/{id}/reject: an order waiting for review is rejected with the
 * reason the advertiser is mailed; the places it held on its days are given back.
 */
export async function rejectAdvertisement(
  deps: AdminAdsDeps,
  actorId: number,
  id: number,
  body: RejectAdvertisementBody,
) {
  const now = new Date();
  const settings = await getSettings(deps.db);
  await deps.db.transaction(async (tx) => {
    const ad = await selectAdvertisementForUpdate(tx, id);
    if (!ad || ad.status !== 'pending_review' || isClaimedByOther(ad, actorId, now)) {
      throw await adRefusal(tx, ad, actorId, now);
    }
    const rejected = await updateAd(
      tx,
      id,
      {
        status: 'rejected',
        rejectReason: body.reason,
        decidedBy: actorId,
        claimedBy: null,
        claimExpiresAt: null,
      },
      now,
    );
    await releaseAdvertisementPlaces(tx, ad);
    await insertAuditEntry(tx, {
      actorId,
      action: 'advertisement.reject',
      subjectType: 'advertisement',
      subjectId: id,
      before: { status: ad.status },
      after: { status: 'rejected', reason: body.reason },
      createdAt: now,
    });
    await mailAdvertiser(deps, tx, rejected, settings, 'advertisement_rejected', { reason: body.reason });
  });
  deps.notifyMail();
  return adminAdvertisementById(deps, id);
}
