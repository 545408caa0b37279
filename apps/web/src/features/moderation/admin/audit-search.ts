import { auditLogQuerySchema } from '@portal/contract/moderation';
import type { AuditSearch } from './api/audit-log';

/** The audit log's search as the URL holds it (`?actor=moderator&action=listing.&subject=listing:4&page=2`). */
export function readAuditSearch(search: URLSearchParams): AuditSearch {
  const page = search.get('page') ?? '';
  return {
    actor: search.get('actor') ?? '',
    action: search.get('action') ?? '',
    subject: search.get('subject') ?? '',
    page: /^[1-9][0-9]{0,3}$/.test(page) ? Number(page) : 1,
  };
}

export function auditSearchQuery(search: AuditSearch): string {
  const params = new URLSearchParams();
  for (const key of ['actor', 'action', 'subject'] as const) if (search[key]) params.set(key, search[key]);
  if (search.page > 1) params.set('page', String(search.page));
  const query = params.toString();
  return query ? `?${query}` : '?';
}

export type AuditSearchErrors = Partial<Record<'actor' | 'action' | 'subject', true>>;

/** Checks the terms with the API's own schema, so a malformed one is flagged before sending. */
export function auditSearchErrors(search: AuditSearch): AuditSearchErrors {
  const terms = { actor: search.actor.trim(), action: search.action.trim(), subject: search.subject.trim() };
  const result = auditLogQuerySchema.safeParse(
    Object.fromEntries(Object.entries(terms).filter(([, value]) => value !== '')),
  );
  const errors: AuditSearchErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (field === 'actor' || field === 'action' || field === 'subject') errors[field] = true;
    }
  }
  return errors;
}
