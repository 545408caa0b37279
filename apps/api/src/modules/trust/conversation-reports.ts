import type {
  ConversationReportActionResponse,
  ReportResolution,
  SuspendPersonBody,
  WarnPersonBody,
} from '@portal/contract/trust';
import type { Tx } from '../../db/client';
import type { UserRow } from '../../platform/auth/plugin';
import { AppError } from '../../platform/errors';
import { findUserById } from '../auth/service';
import { findListing } from '../listings/service';
import { settleReports } from './close-reports';
import type { TrustDeps } from './deps';
import { auditDismissal } from './dismiss-reports';
import { closeOpenConversationReports, lockConversation, type ConversationRow } from './queries';
import { suspendInTx, type Actor } from './suspend-user';
import { warnInTx } from './warn-author';

/** The conversation's page, where its two people read it (the reporters' notification links there). */
const conversationPath = (id: number) => `/profile/messages/${id}`;

/**
 * An action on a conversation's open reports (members' and the system's), in the reports'
 * frame: the conversation locked, its reports closed with the resolution, the reporters told.
 */
async function settleConversation(
  deps: TrustDeps,
  actorId: number,
  conversationId: number,
  resolution: ReportResolution,
  act: (
    tx: Tx,
    conversation: ConversationRow,
    title: string,
    reportIds: number[],
    now: Date,
  ) => Promise<void>,
): Promise<ConversationReportActionResponse> {
  const closed = await settleReports(
    deps,
    actorId,
    resolution,
    {
      lock: async (tx) => {
        const conversation = await lockConversation(tx, conversationId);
        const listing = conversation && (await findListing(tx, conversation.listingId));
        return conversation && { conversation, title: listing?.title ?? '' };
      },
      close: (tx, { actorId: closedBy, now }) =>
        closeOpenConversationReports(tx, conversationId, { resolution, closedBy, closedAt: now }),
      notice: ({ title }) => ({ title, link: conversationPath(conversationId) }),
    },
    (tx, { conversation, title }, reportIds, now) => act(tx, conversation, title, reportIds, now),
  );
  return { conversation_id: conversationId, resolution, closed };
}

/** One of the conversation's two people (the action names which); anyone else is refused. */
async function personOf(tx: Tx, conversation: ConversationRow, userId: number): Promise<UserRow> {
  const user =
    userId === conversation.buyerId || userId === conversation.sellerId
      ? await findUserById(tx, userId)
      : undefined;
  if (!user) throw new AppError('validation_failed', { fieldErrors: { user_id: ['validation.invalid'] } });
  return user;
}

/** The reports were unfounded: closed as dismissed, nothing else changes. Audited. */
export async function dismissConversationReports(deps: TrustDeps, actorId: number, conversationId: number) {
  return settleConversation(deps, actorId, conversationId, 'dismiss', (tx, _c, _t, reportIds, now) =>
    auditDismissal(tx, actorId, { type: 'conversation', id: conversationId }, reportIds, now),
  );
}

/** One of the two people is warned (record, mail with the reason, audit); the reports close as actioned. */
export async function warnConversationPerson(
  deps: TrustDeps,
  actorId: number,
  conversationId: number,
  input: WarnPersonBody,
) {
  const reason = input.reason.trim();
  return settleConversation(
    deps,
    actorId,
    conversationId,
    'warn',
    async (tx, conversation, title, reportIds, now) =>
      warnInTx(deps, tx, {
        actorId,
        user: await personOf(tx, conversation, input.user_id),
        listingId: conversation.listingId,
        reason,
        now,
        after: { conversation_id: conversationId, report_ids: reportIds },
        mail: { title, linkPath: conversationPath(conversationId), about: 'conversation' },
      }),
  );
}

/** One of the two people is suspended (see suspend-user.ts); the reports close as actioned. */
export async function suspendConversationPerson(
  deps: TrustDeps,
  actor: Actor,
  conversationId: number,
  input: SuspendPersonBody,
) {
  return settleConversation(
    deps,
    actor.id,
    conversationId,
    'suspend',
    async (tx, conversation, _t, reportIds, now) => {
      const person = await personOf(tx, conversation, input.user_id);
      await suspendInTx(tx, actor, person.id, input.reason?.trim() || null, now, {
        conversation_id: conversationId,
        report_ids: reportIds,
      });
    },
  );
}
