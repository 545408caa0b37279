import type { LikeState } from '@portal/contract/engagement';
import { countsOf } from './counts';
import type { EngagementDeps } from './deps';
import { existingListing, publicListing, refuseOwner } from './listing-access';
import { deleteLike, insertLike } from './queries';

/** PUT /listings/{id}/like: one like per user (the primary key); not on one's own listing. */
export async function likeListing(deps: EngagementDeps, userId: number, id: number): Promise<LikeState> {
  refuseOwner(await publicListing(deps, id), userId);
  await insertLike(deps.db, userId, id);
  return { liked: true, likes: (await countsOf(deps.db, id)).likes };
}

/** DELETE /listings/{id}/like. */
export async function unlikeListing(deps: EngagementDeps, userId: number, id: number): Promise<LikeState> {
  await existingListing(deps, id);
  await deleteLike(deps.db, userId, id);
  return { liked: false, likes: (await countsOf(deps.db, id)).likes };
}
