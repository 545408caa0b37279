import type { AdminJoinRequest, JoinRequestDecisionBody } from '@portal/contract/join-requests';
import type { JoinRequestDecision } from '@portal/contract/join-requests-values';
import { isLocale } from '@portal/contract/locale';
import { insertAuditEntry } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { getSettings } from '../settings/service';
import type { JoinRequestsDeps } from './deps';
import { getJoinRequest } from './get-join-request';
import { selectJoinRequest, selectSender, updateJoinRequestStatus } from './queries';

/**
 * POST /admin/join-requests/:id/status (staff): moves a request to under review, invited or
 * declined, keeps the reply, and mails both to the sender in the language they wrote the request
 * in. Audited with the state before and after. The mail leaves only with the change.
 */
export async function decideJoinRequest(
  deps: JoinRequestsDeps,
  actorId: number,
  id: number,
  body: JoinRequestDecisionBody & { status: JoinRequestDecision },
): Promise<AdminJoinRequest> {
  const settings = await getSettings(deps.db);
  const reply = body.reply?.trim() ? body.reply.trim() : null;
  await deps.db.transaction(async (tx) => {
    const before = await selectJoinRequest(tx, id);
    const sender = before ? await selectSender(tx, before.userId) : undefined;
    if (!before || !sender) throw new AppError('not_found');
    await updateJoinRequestStatus(tx, id, { status: body.status, reply, decidedBy: actorId });
    await insertAuditEntry(tx, {
      actorId,
      action: `join_request.${body.status}`,
      subjectType: 'join_request',
      subjectId: id,
      before: { status: before.status },
      after: { status: body.status, reply },
    });
    if (!sender.deletedAt) {
      await deps.enqueueMail(tx, {
        to: sender.email,
        locale: isLocale(before.locale) ? before.locale : 'ar',
        template: 'join_request_decided',
        siteName: settings.general.site_name,
        data: {
          name: sender.firstName,
          subject: before.visitSubject,
          status: body.status,
          reply: reply ?? '',
        },
      });
    }
  });
  deps.notifyMail();
  return getJoinRequest(deps.db, id);
}
