import type { ViewerState } from '@portal/contract/engagement';
import { AppError } from '../../platform/errors';
import type { EngagementDeps } from './deps';
import { listingVisibleTo } from './listing-access';
import { selectViewerState } from './queries';

/**
 * GET /listings/{id}/viewer-state: whether the signed-in reader liked, saved or reported the
 * listing. Kept out of the detail so that answer stays the same for every reader. Only for a
 * listing the reader may see.
 */
export async function viewerState(deps: EngagementDeps, userId: number, id: number): Promise<ViewerState> {
  // Another author's pending, rejected or expired listing answers 404, as its detail does.
  await listingVisibleTo(deps, id, userId);
  const state = await selectViewerState(deps.db, userId, id);
  if (!state) throw new AppError('not_found');
  return state;
}
