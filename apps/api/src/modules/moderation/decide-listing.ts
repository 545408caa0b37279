import { isLocale, type Locale } from '@portal/contract/locale';
import type { ListingStatus } from '@portal/contract/listings';
import { findUserById } from '../auth/service';
import { expiryOf } from '../listings/service';
import { holdForPayment } from '../payments/service';
import { startPromotion } from '../promotions/service';
import { clearFlags } from '../trust/service';
import { isClaimedByOther, refusalFor } from './claim-listing';
import { decideRevision, type Decision, type EditDecision } from './decide-revision';
import { mailAuthor } from './mail-author';
import type { ModerationDeps } from './deps';
import { insertAuditEntry } from '../../platform/audit';
import { lockListing, setDecision } from './queries';
import { isEditUnderReview } from './revision-queries';

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
