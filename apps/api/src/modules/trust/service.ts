import type { Db } from '../../db/client';
import { selectWarningsOf } from './queries';

/**
 * The warnings a person received from moderators, for their "download my data" (the
 * moderator is not named).
 */
export async function warningDataOfUser(db: Db, userId: number) {
  const rows = await selectWarningsOf(db, userId);
  return rows.map(({ warning }) => ({
    id: warning.id,
    listing_id: warning.listingId,
    reason: warning.reason,
    created_at: warning.createdAt.toISOString(),
  }));
}
