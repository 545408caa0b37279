import { parseIdParam } from '@portal/contract/ids';
import type { AuditEntry, AuditLogQuery } from '@portal/contract/moderation';
import type { ModerationDeps } from './deps';
import { countAudit, selectAuditPage, type AuditFilters } from './queries';

/** Reads the query's search terms: an actor by id or username, an action or its prefix, a subject. */
function filtersOf(query: AuditLogQuery): AuditFilters {
  const filters: AuditFilters = {};
  if (query.actor !== undefined) {
    const actorId = parseIdParam(query.actor);
    if (actorId !== null) filters.actorId = actorId;
    else filters.actorUsername = query.actor;
  }
  if (query.action !== undefined) {
    if (query.action.endsWith('.') || !query.action.includes('.')) {
      filters.actionPrefix = query.action.endsWith('.') ? query.action : `${query.action}.`;
    } else {
      filters.action = query.action;
    }
  }
  if (query.subject !== undefined) {
    const [type, id] = query.subject.split(':');
    filters.subjectType = type;
    if (id !== undefined) filters.subjectId = Number(id);
  }
  return filters;
}

/** The audit trail, newest first, searchable; nothing here (or anywhere) edits or deletes it. */
export async function listAuditLog(deps: ModerationDeps, query: AuditLogQuery) {
  const filters = filtersOf(query);
  const offset = (query.page - 1) * query.per_page;
  const [rows, total] = await Promise.all([
    selectAuditPage(deps.db, filters, query.per_page, offset),
    countAudit(deps.db, filters),
  ]);
  const data: AuditEntry[] = rows.map(({ entry, actorUsername }) => ({
    id: entry.id,
    actor: entry.actorId === null ? null : { id: entry.actorId, username: actorUsername ?? '' },
    action: entry.action,
    subject_type: entry.subjectType,
    subject_id: entry.subjectId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason,
    created_at: entry.createdAt.toISOString(),
  }));
  return { data, total, page: query.page, per_page: query.per_page };
}
