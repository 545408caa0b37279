import type { RejectBody } from '@portal/contract/moderation';
import { decideListing } from './decide-listing';
import type { ModerationDeps } from './deps';
import { resolveRejectionReason } from './reject-reason';

/** Rejects a pending listing with a preset and/or free-text reason the author will read. */
export async function rejectListing(deps: ModerationDeps, actorId: number, id: number, input: RejectBody) {
  const reason = await resolveRejectionReason(deps, input);
  return decideListing(deps, actorId, id, { action: 'reject', reason });
}
