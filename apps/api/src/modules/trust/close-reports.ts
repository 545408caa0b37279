import type { ReportActionResponse, ReportResolution } from '@portal/contract/trust';
import { isLocale, type Locale } from '@portal/contract/locale';
import { AppError } from '../../platform/errors';
import type { UserRow } from '../../platform/auth/plugin';
import { findUserById } from '../auth/service';
import type { ListingRow } from '../listings/service';
import type { Tx } from '../../db/client';
import { lockListing } from '../moderation/service';
import { notifyWithMail } from '../notifications/service';
import type { TrustDeps } from './deps';
import { closeOpenReports } from './queries';

export interface ReportContext {
  tx: Tx;
  listing: ListingRow;
  author: UserRow;
  /** The author's language, for mails. */
  locale: Locale;
  /** The ids of the reports this action closed. */
  reportIds: number[];
  now: Date;
}

/**
 * The frame of every action on a listing's reports: in one transaction, the listing
 * is locked (two moderators acting on it queue up), its open reports are closed with the
 * resolution — none left open is a 409, someone handled them first — and `act` does the rest
 * with its audit entry. Mails queued by `act` leave once the transaction has committed.
 */
export async function closeReportsWith(
  deps: TrustDeps,
  actorId: number,
  listingId: number,
  resolution: ReportResolution,
  act: (context: ReportContext) => Promise<void>,
): Promise<ReportActionResponse> {
  const now = new Date();
  const closed = await deps.db.transaction(async (tx) => {
    const listing = await lockListing(tx, listingId);
    const author = listing && (await findUserById(tx, listing.userId));
    if (!listing || !author) throw new AppError('not_found');
    const reports = await closeOpenReports(tx, listingId, {
      status: resolution === 'dismiss' ? 'dismissed' : 'actioned',
      resolution,
      handledBy: actorId,
      handledAt: now,
    });
    if (reports.length === 0) throw new AppError('conflict', { messageKey: 'error.reports_handled' });
    const locale: Locale = isLocale(author.locale) ? author.locale : 'ar';
    await act({ tx, listing, author, locale, reportIds: reports.map((r) => r.id), now });
    // Each reporter learns their report was handled: whether action was taken, not which.
    for (const reporterId of new Set(reports.map((r) => r.userId))) {
      await notifyWithMail(tx, deps.enqueueMail, {
        userId: reporterId,
        kind: 'report_outcome',
        params: { title: listing.title, outcome: resolution === 'dismiss' ? 'dismissed' : 'actioned' },
        link: `/${listing.platform}/show/${encodeURIComponent(listing.slug)}`,
      });
    }
    return reports.length;
  });
  deps.notifyMail();
  return { listing_id: listingId, resolution, closed };
}
