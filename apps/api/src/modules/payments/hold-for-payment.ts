import type { Locale } from '@portal/contract/locale';
import { paymentReference } from '@portal/contract/payments';
import type { Settings } from '@portal/contract/settings';
import type { Db, Tx } from '../../db/client';
import type { findUserById } from '../auth/service';
import { expiryOf, PROFILE_LIST, type ListingRow } from '../listings/service';
import { insertAuditEntry } from '../../platform/audit';
import { setDecision } from '../moderation/service';
import { getSettings } from '../settings/service';
import { keepPromotion, findWaitingPromotion, linkPromotionFee } from '../promotions/service';
import type { PaymentsDeps } from './deps';
import { findOpenFee, insertFee, paidByFee, settleFee } from './queries';

type Author = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

/** A listing filed under a paid category at any of its three levels. */
export function inPaidCategory(
  listing: Pick<ListingRow, 'categoryId' | 'subCategoryId' | 'filterId'>,
  settings: Settings,
): boolean {
  const paid = settings.announcements.paid_category_ids;
  return [listing.categoryId, listing.subCategoryId, listing.filterId].some(
    (id) => id != null && paid.includes(id),
  );
}

export interface Approval {
  actorId: number;
  listing: ListingRow;
  author: Author | undefined;
  locale: Locale;
  /** The audit entry's `before` the approval builds. */
  before: Record<string, unknown>;
  now: Date;
}

/**
 * The payment step of an approval, called by decide-listing inside its transaction,
 * on the locked pending listing. A listing that owes a fee — an open one (its owner edited it
 * while it waited for payment), or a new one because its category is paid and the settings' fee
 * is above zero, or the owner chose a promotion with a price (docs/decisions/016), snapshotted now so a later change of the settings does not change it — becomes
 * waiting_payment, not public, with the audit entry and the author's mail saying the amount due
 * and how to pay; the answer is 'waiting_payment'. Anything else answers null and the caller
 * publishes as usual (also when payments recorded already cover the open fee).
 */
export async function holdForPayment(
  deps: PaymentsDeps,
  tx: Tx,
  a: Approval,
): Promise<'waiting_payment' | null> {
  const { listing, now } = a;
  let fee = await findOpenFee(tx, listing.id);
  const settings = await getSettings(tx as Db);
  const paidCategory = inPaidCategory(listing, settings) && settings.announcements.listing_fee.amount > 0;
  if (!fee) {
    // One fee for the approval: the category's (if paid) plus the chosen promotion's price, both
    // kept now; the settings keep a paid promotion in the fee's currency (docs/decisions/016).
    const promotion = await keepPromotion(tx, listing, settings, now);
    const { listing_fee } = settings.announcements;
    const categoryFee = paidCategory ? listing_fee.amount : 0;
    const promotionFee = promotion && promotion.feeId === null ? promotion.amount : 0;
    if (categoryFee + promotionFee <= 0) return null;
    fee = await insertFee(tx, {
      listingId: listing.id,
      amount: categoryFee + promotionFee,
      currencyCode: categoryFee > 0 ? listing_fee.currency_code : promotion!.currencyCode,
      createdAt: now,
    });
    if (promotionFee > 0) await linkPromotionFee(tx, promotion!.id, fee.id);
  }
  const promotion = await findWaitingPromotion(tx, listing.id);
  const paid = (await paidByFee(tx, [fee.id])).get(fee.id) ?? 0;
  if (paid >= fee.amount) {
    await settleFee(tx, fee.id, now);
    return null;
  }
  await setDecision(
    tx,
    listing.id,
    { status: 'waiting_payment', rejectionReason: null, publishedAt: now, expiresAt: expiryOf(now, listing) },
    now,
  );
  await insertAuditEntry(tx, {
    actorId: a.actorId,
    action: 'listing.approve',
    subjectType: 'listing',
    subjectId: listing.id,
    before: a.before,
    after: {
      status: 'waiting_payment',
      fee: { amount: fee.amount, currency_code: fee.currencyCode, paid },
      ...(promotion
        ? { promotion: { key: promotion.key, days: promotion.days, amount: promotion.amount } }
        : {}),
    },
    createdAt: now,
  });
  if (a.author && !a.author.deletedAt) {
    await deps.enqueueMail(tx, {
      to: a.author.email,
      locale: a.locale,
      siteName: undefined,
      template: 'listing_payment_due',
      data: {
        name: a.author.firstName,
        title: listing.title,
        amount: fee.amount,
        paid,
        currencyCode: fee.currencyCode,
        reference: paymentReference(listing.id),
        linkPath: PROFILE_LIST[listing.platform as keyof typeof PROFILE_LIST],
        paidCategory,
        promotion:
          promotion && promotion.feeId === fee.id
            ? { names: promotion.names, days: promotion.days, amount: promotion.amount }
            : null,
      },
    });
  }
  return 'waiting_payment';
}
