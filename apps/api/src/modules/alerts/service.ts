import type { Db } from '../../db/client';
import { selectSavedSearchRowsOf } from './queries';

/** A deleted account's saved searches go with it (the account row stays, anonymised). */
export { deleteSavedSearchesOf } from './queries';

/** What the alerts area keeps about a person, for their "download my data": their saved searches. */
export async function savedSearchDataOfUser(db: Db, userId: number) {
  return (await selectSavedSearchRowsOf(db, userId)).map((row) => ({
    name: row.name,
    query: row.query,
    frequency: row.frequency,
    created_at: row.createdAt.toISOString(),
    last_viewed_at: row.lastViewedAt.toISOString(),
  }));
}

// What the other areas may use from this one (docs/decisions/023-module-boundaries.md).
/** Records an approved edit's price change (moderation applies the edits). */
export { isPriceDrop, recordPriceChange, type ListingPrice } from './prices';
