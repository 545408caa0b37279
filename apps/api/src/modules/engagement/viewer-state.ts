import type { ViewerState } from '@portal/contract/engagement';
import { AppError } from '../../platform/errors';
import type { EngagementDeps } from './deps';
import { selectViewerState } from './queries';

/**
 * GET /listings/{id}/viewer-state: whether the signed-in reader liked, saved or reported the
 * listing. Kept out of the detail so that answer stays the same for every reader.
 */
export async function viewerState(deps: EngagementDeps, userId: number, id: number): Promise<ViewerState> {
  const state = await selectViewerState(deps.db, userId, id);
  if (!state) throw new AppError('not_found');
  return state;
}
