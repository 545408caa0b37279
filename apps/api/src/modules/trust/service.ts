import type { Db, Tx } from '../../db/client';
import { bannedWordsIn } from './flag-listing';
import { selectBannedWords, selectWarningsOf } from './queries';

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

// What the other areas may use from this one (docs/decisions/023-module-boundaries.md).
export { flagListing } from './flag-listing';
export { clearFlags, countFlaggedPending, liveFlagCondition, liveFlagsOf } from './listing-flags';
export { containing, countOpenReports, userMatches } from './queries';

/** The banned words (every language's) found in a text: what flags a message as a listing is flagged. */
export async function bannedWordsFoundIn(db: Tx, text: string): Promise<string[]> {
  return bannedWordsIn(text, await selectBannedWords(db));
}
