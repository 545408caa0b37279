import { decideListing } from './decide-listing';
import type { ModerationDeps } from './deps';

/** Publishes a pending listing at once, with its audit entry and the author's mail. */
export async function approveListing(deps: ModerationDeps, actorId: number, id: number) {
  return decideListing(deps, actorId, id, { action: 'approve' });
}
