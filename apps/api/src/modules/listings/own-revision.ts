import type { Locale } from '@portal/contract/locale';
import { AppError } from '../../platform/errors';
import { findUserById } from '../auth/service';
import { countsOf } from '../engagement/service';
import type { ListingsDeps } from './deps';
import { hasPhone } from './get-listing';
import { toDetail } from './listing-view';
import { selectJoinedById } from './queries';
import { deleteRevision, findRevision } from './revision-queries';
import { proposedVersions, revisionState } from './revision-view';
import { findOwnListing } from './update-listing';

/**
 * The owner's edit of their approved listing, pending or rejected, as a detail: the edit form
 * continues from it. 404 for anyone else, and when there is none.
 */
export async function getOwnRevision(deps: ListingsDeps, userId: number, id: number, locale: Locale) {
  await findOwnListing(deps, userId, id);
  const [[joined], revision] = await Promise.all([selectJoinedById(deps.db, id), findRevision(deps.db, id)]);
  if (!joined || !revision) throw new AppError('not_found');
  const proposed = (await proposedVersions(deps.db, [{ joined, revision }])).get(id)!;
  const [owner, counts] = await Promise.all([findUserById(deps.db, userId), countsOf(deps.db, id)]);
  const name = owner ? `${owner.firstName} ${owner.lastName}`.trim() : '';
  return {
    revision: {
      ...revisionState(revision),
      listing: toDetail(
        proposed.row,
        proposed.photos,
        { id: userId, name, username: owner?.username ?? '' },
        true,
        locale,
        {
          ...counts,
          has_phone: hasPhone(owner),
        },
      ),
    },
  };
}

/**
 * The owner drops their edit: the approved version stays as it is. Photos only the edit used
 * are left to the clean-up job (clean-up-photos.ts), which deletes them once no version names
 * them. 404 for anyone else, and when there is none.
 */
export async function discardRevision(deps: ListingsDeps, userId: number, id: number) {
  await findOwnListing(deps, userId, id);
  if (!(await deleteRevision(deps.db, id))) throw new AppError('not_found');
}
