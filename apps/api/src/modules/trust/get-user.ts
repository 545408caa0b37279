import type { AdminUserDetail } from '@portal/contract/trust';
import type { ListingStatus } from '@portal/contract/listings';
import type { Platform } from '@portal/contract/catalog';
import { AppError } from '../../platform/errors';
import { findUserById, listTokens, toSession } from '../auth/service';
import type { TrustDeps } from './deps';
import {
  countListingsByStatus,
  countReportsAgainst,
  selectListingsOfUser,
  selectReportsAgainst,
  selectWarningsOf,
} from './queries';
import { toUserSummary } from './user-view';

const LIST_LIMIT = 50;

/**
 * GET /admin/users/:id: a user's profile, role and status with their record — listings by
 * status, reports filed against their listings, warnings, live sessions — and the newest of each.
 */
export async function getUser(deps: TrustDeps, id: number): Promise<AdminUserDetail> {
  const { db } = deps;
  const user = await findUserById(db, id);
  if (!user) throw new AppError('not_found');
  const [byStatus, listings, reports, reportCounts, warnings, sessions] = await Promise.all([
    countListingsByStatus(db, id),
    selectListingsOfUser(db, id, LIST_LIMIT),
    selectReportsAgainst(db, id, LIST_LIMIT),
    countReportsAgainst(db, id),
    selectWarningsOf(db, id),
    listTokens(db, id),
  ]);
  const listingCounts = { pending: 0, approved: 0, rejected: 0, expired: 0, waiting_payment: 0 };
  for (const { status, n } of byStatus) {
    if (status in listingCounts) listingCounts[status as keyof typeof listingCounts] = n;
  }
  return {
    user: { ...toUserSummary(user), locale: user.locale, birthdate: user.birthdate },
    counts: {
      listings: listingCounts,
      reports_received: reportCounts.all,
      open_reports: reportCounts.open,
      warnings: warnings.length,
      sessions: sessions.length,
    },
    listings: listings.map((l) => ({
      id: l.id,
      platform: l.platform as Platform,
      slug: l.slug,
      title: l.title,
      status: l.status as ListingStatus,
      created_at: l.createdAt.toISOString(),
      open_reports: l.openReports,
    })),
    reports: reports.map(({ report, title }) => ({
      id: report.id,
      listing: { id: report.listingId, title },
      reason: report.reason,
      details: report.details,
      status: report.status,
      resolution: report.resolution,
      created_at: report.createdAt.toISOString(),
    })),
    warnings: warnings.slice(0, LIST_LIMIT).map(({ warning, actorUsername }) => ({
      id: warning.id,
      reason: warning.reason,
      listing_id: warning.listingId,
      by: warning.actorId === null ? null : { id: warning.actorId, username: actorUsername ?? '' },
      created_at: warning.createdAt.toISOString(),
    })),
    sessions: sessions.map((t) => toSession(t, null)),
  };
}
