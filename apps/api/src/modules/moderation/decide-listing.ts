import { isLocale, type Locale } from '@portal/contract/locale';
import type { ListingStatus } from '@portal/contract/listings';
import { findUserById } from '../auth/queries';
import { expiryOf } from '../listings/check-listing-input';
import { PROFILE_LIST } from '../listings/owner-lists';
import type { ListingRow } from '../listings/queries';
import type { Tx } from '../../db/client';
import { holdForPayment } from '../payments/hold-for-payment';
import { startPromotion } from '../promotions/start-promotion';
import { clearFlags } from '../trust/listing-flags';
import { isClaimedByOther, refusalFor } from './claim-listing';
import { decideRevision, type EditDecision } from './decide-revision';
import type { ModerationDeps } from './deps';
import { insertAuditEntry } from '../../platform/audit';
import { lockListing, setDecision } from './queries';
import { isEditUnderReview } from './revision-queries';

export type Decision = { action: 'approve' } | { action: 'reject'; reason: (locale: Locale) => string };

/**
 * Approves or rejects one pending listing, in one transaction with its audit entry and the
 * mail to the author (so all three happen or none does). The row is locked first: of two
 * decisions on one item the second finds it no longer pending (409). Another moderator's live
 * claim also answers 409. Approving publishes at once: published_at now, expires_at from the
 * duration (or the validity date if sooner) — unless it must be paid first: then it waits for
 * payment (modules/payments/hold-for-payment.ts). The owner's edit of an approved listing is
 * decided by decide-revision.ts.
 */
export async function decideListing(
  deps: ModerationDeps,
  actorId: number,
  id: number,
  decision: Decision,
): Promise<{ id: number; status: ListingStatus; edit?: EditDecision }> {
  if (await isEditUnderReview(deps.db, id)) return decideRevision(deps, actorId, id, decision);
  const now = new Date();
  const status = await deps.db.transaction(async (tx) => {
    const current = await lockListing(tx, id);
    if (!current || current.status !== 'pending' || isClaimedByOther(current, actorId, now)) {
      throw await refusalFor(tx, current, actorId);
    }
    const author = await findUserById(tx, current.userId);
    const locale: Locale = author && isLocale(author.locale) ? author.locale : 'ar';
    const before = { status: current.status, submitted_at: current.publishedAt.toISOString() };
    await clearFlags(tx, id, now);
    if (decision.action === 'approve') {
      // A paid category's listing waits for payment instead (modules/payments).
      const held = await holdForPayment(deps, tx, { actorId, listing: current, author, locale, before, now });
      if (held) return held;
      const expiresAt = expiryOf(now, current);
      await setDecision(
        tx,
        id,
        { status: 'approved', rejectionReason: null, publishedAt: now, expiresAt },
        now,
      );
      const promotedUntil = await startPromotion(tx, id, now); // a free promotion (modules/promotions)
      await insertAuditEntry(tx, {
        actorId,
        action: 'listing.approve',
        subjectType: 'listing',
        subjectId: id,
        before,
        after: {
          status: 'approved',
          published_at: now.toISOString(),
          expires_at: expiresAt.toISOString(),
          ...(promotedUntil ? { promoted_until: promotedUntil.toISOString() } : {}),
        },
        createdAt: now,
      });
      if (author) await mailAuthor(deps, tx, current, author, locale, null);
      return 'approved' as const;
    }
    const reason = decision.reason(locale);
    await setDecision(tx, id, { status: 'rejected', rejectionReason: reason }, now);
    await insertAuditEntry(tx, {
      actorId,
      action: 'listing.reject',
      subjectType: 'listing',
      subjectId: id,
      before,
      after: { status: 'rejected', rejection_reason: reason },
      reason,
      createdAt: now,
    });
    if (author) await mailAuthor(deps, tx, current, author, locale, reason);
    return 'rejected' as const;
  });
  deps.notifyMail();
  return { id, status };
}

/** The author's mail about a decision: approved (reason null) or rejected with the reason. */
export async function mailAuthor(
  deps: ModerationDeps,
  tx: Tx,
  listing: ListingRow,
  author: NonNullable<Awaited<ReturnType<typeof findUserById>>>,
  locale: Locale,
  reason: string | null,
) {
  // An anonymised (deleted) account has no address to write to.
  if (author.deletedAt) return;
  const platform = listing.platform as keyof typeof PROFILE_LIST;
  const common = { to: author.email, locale, siteName: undefined };
  if (reason === null) {
    await deps.enqueueMail(tx, {
      ...common,
      template: 'listing_approved',
      data: {
        name: author.firstName,
        title: listing.title,
        linkPath: `/${platform}/show/${encodeURIComponent(listing.slug)}`,
      },
    });
  } else {
    await deps.enqueueMail(tx, {
      ...common,
      template: 'listing_rejected',
      data: { name: author.firstName, title: listing.title, reason, linkPath: PROFILE_LIST[platform] },
    });
  }
}
