import type { WarnBody } from '@portal/contract/trust';
import type { Tx } from '../../db/client';
import type { UserRow } from '../../platform/auth/plugin';
import { PROFILE_LIST } from '../listings/service';
import { insertAuditEntry } from '../../platform/audit';
import { closeReportsWith, localeOf } from './close-reports';
import type { TrustDeps } from './deps';
import { insertWarning } from './queries';

/**
 * A moderator warns a member inside the caller's transaction: a warning on their record (with
 * the listing it was about), an audit entry (`after` adds what the caller keeps with it), and a
 * mail with the moderator's reason, unless the account is deleted.
 */
export async function warnInTx(
  deps: TrustDeps,
  tx: Tx,
  warning: {
    actorId: number;
    user: UserRow;
    listingId: number;
    reason: string;
    now: Date;
    after: Record<string, unknown>;
    mail: { title: string; linkPath: string; about: 'listing' | 'conversation' };
  },
) {
  const { actorId, user, listingId, reason, now } = warning;
  await insertWarning(tx, { userId: user.id, actorId, listingId, reason, createdAt: now });
  await insertAuditEntry(tx, {
    actorId,
    action: 'user.warn',
    subjectType: 'user',
    subjectId: user.id,
    after: warning.after,
    reason,
    createdAt: now,
  });
  if (user.deletedAt) return;
  await deps.enqueueMail(tx, {
    to: user.email,
    locale: localeOf(user),
    template: 'user_warning',
    data: { name: user.firstName, reason, ...warning.mail },
  });
}

/**
 * The author of a reported listing is warned: a warning on their record, a mail with the
 * moderator's reason; the listing stays as it is and its reports are closed as actioned.
 */
export async function warnAuthor(deps: TrustDeps, actorId: number, listingId: number, input: WarnBody) {
  const reason = input.reason.trim();
  return closeReportsWith(deps, actorId, listingId, 'warn', ({ tx, listing, author, reportIds, now }) =>
    warnInTx(deps, tx, {
      actorId,
      user: author,
      listingId,
      reason,
      now,
      after: { listing_id: listingId, report_ids: reportIds },
      mail: {
        title: listing.title,
        linkPath: PROFILE_LIST[listing.platform as keyof typeof PROFILE_LIST],
        about: 'listing',
      },
    }),
  );
}
