import type { Db } from '../../db/client';
import { selectEngagementOfUser } from './queries';

/**
 * What the engagement area keeps about a person, for their "download my data": the listings
 * they saved and liked, and the reports they made with what became of them (the moderator
 * who handled one is not named: that is someone else's data).
 */
export async function engagementDataOfUser(db: Db, userId: number) {
  const { saved, liked, reported } = await selectEngagementOfUser(db, userId);
  return {
    favorites: saved.map((f) => ({ listing: f.listing, saved_at: f.createdAt.toISOString() })),
    likes: liked.map((l) => ({ listing: l.listing, liked_at: l.createdAt.toISOString() })),
    reports: reported.map(({ report, listing }) => ({
      id: report.id,
      listing,
      reason: report.reason,
      details: report.details,
      status: report.status,
      resolution: report.resolution,
      created_at: report.createdAt.toISOString(),
      handled_at: report.handledAt?.toISOString() ?? null,
    })),
  };
}

// What the other areas may use from this one (docs/decisions/023-module-boundaries.md).
export { countsColumns, countsOf, engagementCounts, type ListingCounts } from './counts';
export { selectFavoritersOf as favoritersOf } from './queries';
