import type { FlagKind, ListingFlag } from '@portal/contract/moderation';
import type { Tx } from '../../db/client';
import { clearLiveFlags, countFlaggedPending, liveFlagCondition, selectLiveFlags } from './queries';

/**
 * What the review queue reads of the automatic flags (moderation uses them through here):
 * each listing's live flags, the condition "has a live flag", and clearing at a decision.
 */
export async function liveFlagsOf(db: Tx, listingIds: number[]): Promise<Map<number, ListingFlag[]>> {
  const rows = await selectLiveFlags(db, listingIds);
  const byListing = new Map<number, ListingFlag[]>(listingIds.map((id) => [id, []]));
  for (const row of rows) {
    byListing.get(row.listingId)?.push({
      id: row.id,
      kind: row.kind as FlagKind,
      detail: row.detail,
      created_at: row.createdAt.toISOString(),
    });
  }
  return byListing;
}

export { countFlaggedPending, liveFlagCondition };

/** A decision on the listing (approve, reject, unpublish) settles its flags. */
export async function clearFlags(tx: Tx, listingId: number, now = new Date()): Promise<void> {
  await clearLiveFlags(tx, listingId, now);
}
