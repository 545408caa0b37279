import type { ListingInput } from '@portal/contract/listings';
import { AppError } from '../../platform/errors';
import { getSettings } from '../settings/service';
import { flagListing } from '../trust/service';
import { checkListingInput } from './check-listing-input';
import type { ListingsDeps } from './deps';
import { selectAttachablePhotos, type ListingRow } from './queries';
import { upsertPendingRevision } from './revision-queries';

/**
 * The owner's edit of an approved listing (the new version goes to
 * review while the approved version stays public). Checked as any edit, then kept
 * as the listing's revision — replacing an earlier one, pending or rejected — with the listing
 * row and its photos untouched. Photos the edit adds stay unattached until a moderator approves
 * it (the clean-up job spares photos a revision names: job-queries.ts). The trust flags run on
 * the new text and put the listing in front of a reviewer with the reason.
 */
export async function submitRevision(deps: ListingsDeps, current: ListingRow, input: ListingInput) {
  const settings = await getSettings(deps.db);
  await checkListingInput(deps.db, input, settings);
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    // The owner's photos, free or on this listing; locked so the clean-up job spares a free one
    // until the revision that names them is stored.
    const photos = await selectAttachablePhotos(tx, current.userId, input.photo_ids, current.id);
    if (photos.length !== input.photo_ids.length) {
      throw new AppError('validation_failed', { fieldErrors: { photo_ids: ['validation.photo_invalid'] } });
    }
    await upsertPendingRevision(tx, current.id, input, now);
    await flagListing(tx, {
      id: current.id,
      userId: current.userId,
      title: input.title,
      description: input.description,
    });
  });
}
