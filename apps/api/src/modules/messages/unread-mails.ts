import { isLocale, PERSISTED_FALLBACK_LOCALE } from '@portal/contract/locale';
import { UNREAD_MAIL_AFTER_MINUTES } from '@portal/contract/messages-values';
import { pathFor } from '@portal/contract/routes';
import type { Job } from '../../platform/jobs/runner';
import { findUserById } from '../auth/service';
import { findListing } from '../listings/service';
import { wantsMail } from '../notifications/service';
import { getSettings } from '../settings/service';
import type { MessagesDeps } from './deps';
import { markUnreadToMail } from './queries';

/** Looked at every minute, so a message waits about 15 minutes, never much longer. */
export const UNREAD_MAILS_INTERVAL_MS = 60_000;

/**
 * Mails each member a message has waited unread for 15 minutes, once per conversation until
 * they read it (reading clears the mark): the marks and the mails are written in one
 * transaction, and the marking statement lets only one of two concurrent runs take a
 * conversation, so each mail goes exactly once. In the recipient's language, with the link to
 * the conversation, when their preference for messages is mail (the notification center got
 * the message when it arrived, unless they turned messages off); a deleted or suspended
 * recipient is marked and not told.
 */
export async function sendUnreadMails(
  deps: MessagesDeps,
  options: { now?: Date; batchSize?: number; signal?: AbortSignal } = {},
): Promise<{ mailed: number }> {
  const batchSize = options.batchSize ?? 100;
  const before = new Date((options.now ?? new Date()).getTime() - UNREAD_MAIL_AFTER_MINUTES * 60_000);
  const { general } = await getSettings(deps.db);
  let mailed = 0;
  for (const side of ['buyer', 'seller'] as const) {
    for (;;) {
      const { taken, sent } = await deps.db.transaction(async (tx) => {
        const rows = await markUnreadToMail(tx, side, before, batchSize);
        let count = 0;
        for (const row of rows) {
          const recipient = await findUserById(tx, row.recipientId);
          if (!recipient || recipient.deletedAt || recipient.suspendedAt) continue;
          // The notification center was told when the message arrived (notify-message.ts).
          if (!(await wantsMail(tx, recipient.id, 'message'))) continue;
          const listing = await findListing(tx, row.listingId);
          const title = listing?.title ?? '';
          const linkPath = pathFor('profile-message', { id: row.conversationId });
          await deps.enqueueMail(tx, {
            to: recipient.email,
            locale: isLocale(recipient.locale) ? recipient.locale : PERSISTED_FALLBACK_LOCALE,
            siteName: general.site_name,
            template: 'message_unread',
            data: { name: recipient.firstName, title, linkPath },
          });
          count += 1;
        }
        return { taken: rows.length, sent: count };
      });
      mailed += sent;
      if (sent > 0) deps.notifyMail();
      if (taken < batchSize || options.signal?.aborted) break;
    }
  }
  return { mailed };
}

/** The background jobs of messages, for the app's job runner (platform/jobs). */
export function messageJobs(deps: MessagesDeps): Job[] {
  return [
    {
      name: 'send-unread-message-mails',
      intervalMs: UNREAD_MAILS_INTERVAL_MS,
      run: ({ signal }) => sendUnreadMails(deps, { signal }),
    },
  ];
}
