import type { ListingInput } from '@portal/contract/listings';
import { AppError } from '../../platform/errors';
import { getSettings } from '../settings/service';
import { flagListing } from '../trust/flag-listing';
import { attachPhotos, removeFiles } from './attach-photos';
import { checkListingInput, expiryOf } from './check-listing-input';
import type { ListingsDeps } from './deps';
import { findListing, insertSlugHistory, updateListingRow, type ListingRow } from './queries';
import { newSlug, slugBase } from './slug';

/** The owner's listing, or 404 for anyone else: others must not learn that it exists. */
export async function findOwnListing(deps: ListingsDeps, userId: number, id: number): Promise<ListingRow> {
  const row = await findListing(deps.db, id);
  if (!row || row.userId !== userId) throw new AppError('not_found');
  return row;
}

/**
 * Replaces a listing's fields and sends it back to review. A new title makes a new slug; the
 * old one is kept for redirects. Left for later (issue 5): an approved listing's public
 * version staying online while the edit is reviewed — for now the edit takes it offline.
 * `published_at` cannot be cleared (a NOT NULL sort column): it becomes the submission time.
 */
export async function updateListing(deps: ListingsDeps, userId: number, id: number, input: ListingInput) {
  const current = await findOwnListing(deps, userId, id);
  if (input.platform !== current.platform) {
    throw new AppError('validation_failed', { fieldErrors: { platform: ['validation.invalid_value'] } });
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
    if (titleChanged) await insertSlugHistory(tx, current.slug, id);
    await updateListingRow(tx, id, {
      ...values,
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
