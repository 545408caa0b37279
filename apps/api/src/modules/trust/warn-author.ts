import type { WarnBody } from '@portal/contract/trust';
import { PROFILE_LIST } from '../listings/service';
import { insertAuditEntry } from '../../platform/audit';
import { closeReportsWith } from './close-reports';
import type { TrustDeps } from './deps';
import { insertWarning } from './queries';

/**
 * The author of a reported listing is warned: a warning on their record, a mail with the
 * moderator's reason; the listing stays as it is and its reports are closed as actioned.
 */
export async function warnAuthor(deps: TrustDeps, actorId: number, listingId: number, input: WarnBody) {
  const reason = input.reason.trim();
  return closeReportsWith(
    deps,
    actorId,
    listingId,
    'warn',
    async ({ tx, listing, author, locale, reportIds, now }) => {
      await insertWarning(tx, { userId: author.id, actorId, listingId, reason, createdAt: now });
      await insertAuditEntry(tx, {
        actorId,
        action: 'user.warn',
        subjectType: 'user',
        subjectId: author.id,
        after: { listing_id: listingId, report_ids: reportIds },
        reason,
        createdAt: now,
      });
      if (author.deletedAt) return;
      await deps.enqueueMail(tx, {
        to: author.email,
        locale,
        template: 'user_warning',
        data: {
          name: author.firstName,
          title: listing.title,
          reason,
          linkPath: PROFILE_LIST[listing.platform as keyof typeof PROFILE_LIST],
        },
      });
    },
  );
}
