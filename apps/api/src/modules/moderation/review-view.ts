import type { UserRow } from '../../platform/auth/plugin';
import type { ListingRow } from '../listings/service';
import { countListingsByAuthor, countReportedListingsByAuthor, selectUsersByIds } from './queries';
import type { Tx } from '../../db/client';

export interface AuthorHistory {
  approved: number;
  rejected: number;
  pending: number;
  reported: number;
}

export const fullName = (user: Pick<UserRow, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim();

/**
 * Each author's record: approved counts listings that were approved and have since expired;
 * reported, their listings that anyone reported.
 */
export async function historiesOf(db: Tx, userIds: number[]): Promise<Map<number, AuthorHistory>> {
  const [rows, reported] = await Promise.all([
    countListingsByAuthor(db, userIds),
    countReportedListingsByAuthor(db, userIds),
  ]);
  const histories = new Map<number, AuthorHistory>(
    userIds.map((id) => [id, { approved: 0, rejected: 0, pending: 0, reported: 0 }]),
  );
  for (const row of reported) histories.get(row.userId)!.reported = row.n;
  for (const row of rows) {
    const history = histories.get(row.userId)!;
    if (row.status === 'approved' || row.status === 'expired') history.approved += row.n;
    else if (row.status === 'rejected') history.rejected += row.n;
    else if (row.status === 'pending') history.pending += row.n;
  }
  return histories;
}

/** Users by id, for authors and claimers. */
export async function usersById(db: Tx, ids: number[]): Promise<Map<number, UserRow>> {
  const rows = await selectUsersByIds(db, [...new Set(ids)]);
  return new Map(rows.map((u) => [u.id, u]));
}

/** Another moderator's claim that still holds, or null (an own claim is no obstacle). */
export function liveClaim(
  listing: Pick<ListingRow, 'claimedBy' | 'claimedUntil'>,
  claimers: Map<number, UserRow>,
  now = new Date(),
) {
  if (listing.claimedBy === null || !listing.claimedUntil || listing.claimedUntil <= now) return null;
  const by = claimers.get(listing.claimedBy);
  return {
    by: { id: listing.claimedBy, name: by ? fullName(by) : '' },
    until: listing.claimedUntil.toISOString(),
  };
}
