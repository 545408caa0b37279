import type { ListingInput } from '@portal/contract/listings';
import { AppError } from '../../platform/errors';
import { getSettings } from '../settings/service';
import { flagListing } from '../trust/service';
import { attachPhotos, removeFiles } from './attach-photos';
import { checkListingInput, expiryOf } from './check-listing-input';
import type { ListingsDeps } from './deps';
import { findListing, insertSlugHistory, updateListingRow, type ListingRow } from './queries';
import { deleteRevision } from './revision-queries';
import { newSlug, slugBase } from '../../platform/slug';
import { submitRevision } from './submit-revision';

/** The owner's listing, or 404 for anyone else: others must not learn that it exists. */
export async function findOwnListing(deps: ListingsDeps, userId: number, id: number): Promise<ListingRow> {
  const row = await findListing(deps.db, id);
  if (!row || row.userId !== userId) throw new AppError('not_found');
  return row;
}

/**
 * The owner's edit. Of an approved listing it becomes a revision waiting for review while the
 * approved version stays public (submit-revision.ts). Any other listing's fields are replaced
 * and it goes back to review; an old revision (say of a listing that has since expired) is
 * superseded and deleted. A new title makes a new slug; the old one is kept for redirects.
 * `published_at` cannot be cleared (a NOT NULL sort column): it becomes the submission time.
 */
export async function updateListing(deps: ListingsDeps, userId: number, id: number, input: ListingInput) {
  const current = await findOwnListing(deps, userId, id);
  if (input.platform !== current.platform) {
    throw new AppError('validation_failed', { fieldErrors: { platform: ['validation.invalid_value'] } });
  }
  if (current.status === 'approved') {
    await submitRevision(deps, current, input);
    return current;
  }
  const settings = await getSettings(deps.db);
  const values = await checkListingInput(deps.db, input, settings);
  const now = new Date();
  const titleChanged = slugBase(input.title) !== slugBase(current.title);
  const slug = titleChanged ? newSlug(input.title) : current.slug;
  // Every status goes back to review; one waiting for payment too (its new content must be
  // reviewed before payment publishes it), keeping its fee and payments for the next approval.
  const status = 'pending';
  const removed = await deps.db.transaction(async (tx) => {
    await deleteRevision(tx, id);
    if (titleChanged) await insertSlugHistory(tx, current.slug, id);
    await updateListingRow(tx, id, {
      ...values,
      promotionKey: input.promotion_key ?? null,
      status,
      rejectionReason: null,
      slug,
      publishedAt: now,
      expiresAt: expiryOf(now, values),
    });
    await flagListing(tx, { id, userId, title: input.title, description: input.description });
    return attachPhotos(tx, userId, id, input.photo_ids, input.cover_photo_id);
  });
  await removeFiles(deps, removed);
  return (await findListing(deps.db, id))!;
}
