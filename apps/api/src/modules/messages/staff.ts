import type { ReportedConversation, StaffConversation } from '@portal/contract/messages';
import type { MessageFlagKind } from '@portal/contract/messages-values';
import type { Tx } from '../../db/client';
import { insertAuditEntry } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { findUserById } from '../auth/service';
import { findListing } from '../listings/service';
import type { MessagesDeps } from './deps';
import {
  selectConversation,
  selectMessages,
  selectOpenReports,
  type ConversationRow,
  type ReportRow,
} from './queries';
import { messageView, personName } from './views';

async function personOf(db: Tx, id: number) {
  const user = await findUserById(db, id);
  const deleted = !user || user.deletedAt !== null;
  return {
    id,
    name: deleted ? '' : personName(user.firstName, user.lastName),
    username: user?.username ?? '',
    deleted,
  };
}

async function reportedView(
  db: Tx,
  row: ConversationRow,
  reports: ReportRow[],
): Promise<ReportedConversation> {
  const [listing, buyer, seller] = await Promise.all([
    findListing(db, row.listingId),
    personOf(db, row.buyerId),
    personOf(db, row.sellerId),
  ]);
  return {
    id: row.id,
    listing: { id: row.listingId, title: listing?.title ?? '' },
    buyer,
    seller,
    reports: reports.map((r) => ({
      id: r.id,
      reporter_id: r.reporterId,
      reason: r.reason,
      details: r.details,
      created_at: r.createdAt.toISOString(),
    })),
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * GET /admin/conversations/{id}: staff handling a report read the conversation, every message
 * with the flags it raised — the evidence of its item in the reports queue. Only while a report
 * is open, a member's or the system's one of flagged messages (otherwise 404, as for anyone),
 * and each reading is written to the audit log with the reader.
 */
export async function readReportedConversation(
  deps: MessagesDeps,
  actorId: number,
  id: number,
): Promise<StaffConversation> {
  return deps.db.transaction(async (tx) => {
    const row = await selectConversation(tx, id);
    const reports = row ? await selectOpenReports(tx, [id]) : [];
    if (!row || reports.length === 0) throw new AppError('not_found');
    const items = await selectMessages(tx, id);
    await insertAuditEntry(tx, {
      actorId,
      action: 'conversation.read',
      subjectType: 'conversation',
      subjectId: id,
      after: { reports: reports.map((r) => r.id), messages: items.length },
    });
    return {
      ...(await reportedView(tx, row, reports)),
      messages: items.map((m) => ({
        ...messageView(m),
        flags: m.flags.map((f) => ({ kind: f.kind as MessageFlagKind, detail: f.detail })),
      })),
    };
  });
}
