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

/** A person's language, for the mails they are sent. */
export const localeOf = (user: UserRow): Locale => (isLocale(user.locale) ? user.locale : 'ar');

/** What an action on a reported subject (a listing, a conversation) settles. */
export interface ReportedSubject<S> {
  /** Locks the subject (two moderators acting on it queue up); undefined when it does not exist. */
  lock: (tx: Tx) => Promise<S | undefined>;
  /** Closes its open reports with the resolution: their ids and reporters (null: the system's). */
  close: (
    tx: Tx,
    values: { resolution: ReportResolution; actorId: number; now: Date },
  ) => Promise<{ id: number; userId: number | null }[]>;
  /** What the reporters' notification names and links to. */
  notice: (subject: S) => { title: string; link: string };
}

/**
 * The frame of every action on reports: in one transaction, the subject is locked, its open
 * reports are closed with the resolution — none left open is a 409, someone handled them first
 * — `act` does the rest with its audit entry, and each reporter learns their report was handled
 * (whether action was taken, not which). Mails queued leave once the transaction has committed.
 * The number of reports closed.
 */
export async function settleReports<S>(
  deps: TrustDeps,
  actorId: number,
  resolution: ReportResolution,
  subject: ReportedSubject<S>,
  act: (tx: Tx, found: S, reportIds: number[], now: Date) => Promise<void>,
): Promise<number> {
  const now = new Date();
  const closed = await deps.db.transaction(async (tx) => {
    const found = await subject.lock(tx);
    if (!found) throw new AppError('not_found');
    const reports = await subject.close(tx, { resolution, actorId, now });
    if (reports.length === 0) throw new AppError('conflict', { messageKey: 'error.reports_handled' });
    await act(
      tx,
      found,
      reports.map((r) => r.id),
      now,
    );
    const { title, link } = subject.notice(found);
    for (const reporterId of new Set(reports.map((r) => r.userId))) {
      if (reporterId === null) continue;
      await notifyWithMail(tx, deps.enqueueMail, {
        userId: reporterId,
        kind: 'report_outcome',
        params: { title, outcome: resolution === 'dismiss' ? 'dismissed' : 'actioned' },
        link,
      });
    }
    return reports.length;
  });
  deps.notifyMail();
  return closed;
}

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

/** An action on a listing's reports (dismiss, unpublish, warn, suspend), in the frame above. */
export async function closeReportsWith(
  deps: TrustDeps,
  actorId: number,
  listingId: number,
  resolution: ReportResolution,
  act: (context: ReportContext) => Promise<void>,
): Promise<ReportActionResponse> {
  const closed = await settleReports(
    deps,
    actorId,
    resolution,
    {
      lock: async (tx) => {
        const listing = await lockListing(tx, listingId);
        const author = listing && (await findUserById(tx, listing.userId));
        return listing && author ? { listing, author } : undefined;
      },
      close: (tx, { actorId: handledBy, now }) =>
        closeOpenReports(tx, listingId, {
          status: resolution === 'dismiss' ? 'dismissed' : 'actioned',
          resolution,
          handledBy,
          handledAt: now,
        }),
      notice: ({ listing }) => ({
        title: listing.title,
        link: `/${listing.platform}/show/${encodeURIComponent(listing.slug)}`,
      }),
    },
    (tx, { listing, author }, reportIds, now) =>
      act({ tx, listing, author, locale: localeOf(author), reportIds, now }),
  );
  return { listing_id: listingId, resolution, closed };
}
