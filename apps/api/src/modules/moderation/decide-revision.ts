import type { ListingInput, ListingStatus } from '@portal/contract/listings';
import { isLocale, type Locale } from '@portal/contract/locale';
import { AppError } from '../../platform/errors';
import type { MailMessage, MailTemplateData } from '../../platform/mail/templates/render-mail';
import { findUserById } from '../auth/service';
import {
  attachPhotos,
  checkListingInput,
  expiryOf,
  detachPhotos,
  PROFILE_LIST,
  insertSlugHistory,
  selectAttachablePhotos,
  selectPhotosOf,
  updateListingRow,
  type ListingRow,
  deleteRevision,
  lockRevision,
  rejectRevisionRow,
  newSlug,
  slugBase,
} from '../listings/service';
import type { Tx } from '../../db/client';
import { getSettings } from '../settings/service';
import { clearFlags } from '../trust/service';
import { isClaimedByOther, refusalFor } from './claim-listing';
import type { ModerationDeps } from './deps';
import { insertAuditEntry } from '../../platform/audit';
import { lockListing } from './queries';
import { releaseClaim } from './revision-queries';
import { notify, wantsMail } from '../notifications/service';

/** A moderator's decision on a listing waiting for review (its first version or an edit). */
export type Decision = { action: 'approve' } | { action: 'reject'; reason: (locale: Locale) => string };

export type EditDecision = 'approved' | 'rejected';

/**
 * Approves or rejects the owner's edit of an approved listing (listing_revisions), in one
 * transaction with its audit entry (`before.submitted_at` is the edit's submission, which the
 * dashboard's time to decision reads) and the mail to the author. Listing and revision are
 * locked first: of two decisions the second finds no pending edit (409); another moderator's
 * live claim answers 409 too.
 *
 * Approving applies the edit as an edit of a pending listing would be applied (update-listing.ts):
 * the fields, a new slug when the title changed (the old one redirects), the photos. The
 * listing keeps its status and its publication date — an edit is not a renewal — and its end
 * is computed again from that date with the edit's duration, validity date and offer end
 * (expiryOf): a shorter duration or an earlier date takes effect, a longer one counts from the
 * first publication. Photos the edit left out are taken off the listing and deleted with their
 * files by the clean-up job (clean-up-photos.ts), as no version names them any more.
 *
 * Rejecting keeps the edit, with the reason, for the owner to correct or discard; the approved
 * version stays public.
 */
export async function decideRevision(
  deps: ModerationDeps,
  actorId: number,
  id: number,
  decision: Decision,
): Promise<{ id: number; status: ListingStatus; edit: EditDecision }> {
  const now = new Date();
  const result = await deps.db.transaction(async (tx) => {
    const current = await lockListing(tx, id);
    const revision = current ? await lockRevision(tx, id) : undefined;
    if (
      !current ||
      !revision ||
      revision.status !== 'pending' ||
      current.status === 'pending' ||
      isClaimedByOther(current, actorId, now)
    ) {
      throw await refusalFor(tx, current, actorId);
    }
    const author = await findUserById(tx, current.userId);
    const locale: Locale = author && isLocale(author.locale) ? author.locale : 'ar';
    // The author's notification and mail about the decision, as they chose for the kind (an
    // anonymised account has no address to write to).
    const mail = async <K extends 'listing_edit_approved' | 'listing_edit_rejected'>(
      template: K,
      data: Omit<MailTemplateData[K], 'name'>,
    ) => {
      if (!author || author.deletedAt) return;
      const kind = template === 'listing_edit_approved' ? 'listing_approved' : 'listing_rejected';
      const rejected = data as Partial<MailTemplateData['listing_edit_rejected']>;
      const params = { title: data.title, ...(rejected.reason ? { reason: rejected.reason } : {}) };
      await notify(tx, { userId: author.id, kind, params, link: data.linkPath });
      if (!(await wantsMail(tx, author.id, kind))) return;
      const message = { template, locale, data: { ...data, name: author.firstName } } as MailMessage;
      await deps.enqueueMail(tx, { to: author.email, siteName: undefined, ...message });
    };
    const before = {
      status: current.status,
      edit: 'pending',
      title: current.title,
      slug: current.slug,
      submitted_at: revision.submittedAt.toISOString(),
    };
    await clearFlags(tx, id, now);
    if (decision.action === 'approve') {
      const applied = await applyRevision(tx, current, revision.body as unknown as ListingInput);
      await insertAuditEntry(tx, {
        actorId,
        action: 'listing.edit_approve',
        subjectType: 'listing',
        subjectId: id,
        before,
        after: {
          status: current.status,
          edit: 'approved',
          title: applied.title,
          slug: applied.slug,
          expires_at: applied.expiresAt.toISOString(),
        },
        createdAt: now,
      });
      await mail('listing_edit_approved', {
        title: applied.title,
        linkPath: `/${current.platform}/show/${encodeURIComponent(applied.slug)}`,
      });
      return { id, status: current.status as ListingStatus, edit: 'approved' as const };
    }
    const reason = decision.reason(locale);
    await rejectRevisionRow(tx, id, reason);
    await releaseClaim(tx, id);
    await insertAuditEntry(tx, {
      actorId,
      action: 'listing.edit_reject',
      subjectType: 'listing',
      subjectId: id,
      before,
      after: { status: current.status, edit: 'rejected', rejection_reason: reason },
      reason,
      createdAt: now,
    });
    await mail('listing_edit_rejected', {
      title: (revision.body as unknown as ListingInput).title,
      reason,
      linkPath: PROFILE_LIST[current.platform as keyof typeof PROFILE_LIST],
    });
    return { id, status: current.status as ListingStatus, edit: 'rejected' as const };
  });
  deps.notifyMail();
  return result;
}

/** Applies the edit to the listing and deletes it (see decideRevision for the dates and photos). */
async function applyRevision(tx: Tx, current: ListingRow, body: ListingInput) {
  const settings = await getSettings(tx);
  const values = await checkListingInput(tx, body, settings).catch((error: unknown) => {
    // The catalog or the settings changed since the edit was sent: the reviewer rejects it instead.
    if (error instanceof AppError && error.code === 'validation_failed') {
      throw new AppError('conflict', { messageKey: 'error.revision_outdated' });
    }
    throw error;
  });
  const titleChanged = slugBase(body.title) !== slugBase(current.title);
  const slug = titleChanged ? newSlug(body.title) : current.slug;
  const expiresAt = expiryOf(current.publishedAt, values);
  // The revision goes first: photos only it named are then free to be removed.
  await deleteRevision(tx, current.id);
  if (titleChanged) await insertSlugHistory(tx, current.slug, current.id);
  await updateListingRow(tx, current.id, {
    ...values,
    slug,
    expiresAt,
    claimedBy: null,
    claimedUntil: null,
  });
  // Photos used meanwhile by another listing of the owner's are left out rather than taken back.
  const attachable = new Set(
    (await selectAttachablePhotos(tx, current.userId, body.photo_ids, current.id)).map((p) => p.id),
  );
  const photoIds = body.photo_ids.filter((photoId) => attachable.has(photoId));
  const cover =
    body.cover_photo_id !== undefined && attachable.has(body.cover_photo_id)
      ? body.cover_photo_id
      : undefined;
  const leftOut = (await selectPhotosOf(tx, [current.id])).filter((p) => !attachable.has(p.id));
  await detachPhotos(
    tx,
    leftOut.map((p) => p.id),
  );
  await attachPhotos(tx, current.userId, current.id, photoIds, cover);
  return { title: body.title, slug, expiresAt };
}
