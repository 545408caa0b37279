import type { BulkReviewBody } from '@portal/contract/moderation';
import type { Locale } from '@portal/contract/locale';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/messages';
import { decideListing } from './decide-listing';
import type { Decision } from './decide-revision';
import type { ModerationDeps } from './deps';
import { resolveRejectionReason } from './reject-reason';

/**
 * Approves or rejects several listings, each in its own transaction (with its audit entry and
 * mail): one item that is no longer pending or is claimed by another moderator is reported
 * in its result and does not stop the others.
 */
export async function bulkReviewListings(
  deps: ModerationDeps,
  actorId: number,
  input: BulkReviewBody,
  locale: Locale,
) {
  const decision: Decision =
    input.action === 'approve'
      ? { action: 'approve' }
      : { action: 'reject', reason: await resolveRejectionReason(deps, input) };
  const results = [];
  for (const id of [...new Set(input.ids)]) {
    try {
      results.push(await decideListing(deps, actorId, id, decision));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({
        id,
        status: null,
        code: error.code,
        message: translate(locale, error.messageKey, error.params),
      });
    }
  }
  return { results };
}
