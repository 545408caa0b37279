import type { ListingInput } from '@portal/contract/listings';
import { isPostingOpen } from '@portal/contract/settings';
import { AppError } from '../../platform/errors';
import { getSettings } from '../settings/service';
import { flagListing } from '../trust/service';
import { attachPhotos } from './attach-photos';
import { checkListingInput, expiryOf } from './check-listing-input';
import type { ListingsDeps } from './deps';
import { insertListing } from './queries';
import { newSlug } from '../../platform/slug';

/**
 * A new listing, sent to review ("We will publish your ad after review."): pending,
 * in a paid category too — the moderator's approval makes that one wait for payment
 * (modules/payments/hold-for-payment.ts), so nothing goes live unreviewed.
 */
export async function createListing(deps: ListingsDeps, userId: number, input: ListingInput) {
  const settings = await getSettings(deps.db);
  if (!isPostingOpen(settings, input.platform)) throw new AppError('posting_closed');
  const values = await checkListingInput(deps.db, input, settings);
  const now = new Date();
  return deps.db.transaction(async (tx) => {
    const row = await insertListing(tx, {
      ...values,
      promotionKey: input.promotion_key ?? null,
      userId,
      status: 'pending',
      slug: newSlug(input.title),
      publishedAt: now,
      expiresAt: expiryOf(now, values),
    });
    await attachPhotos(tx, userId, row.id, input.photo_ids, input.cover_photo_id);
    await flagListing(tx, row);
    return row;
  });
}
