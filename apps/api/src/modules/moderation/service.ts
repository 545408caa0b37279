import type { Db } from '../../db/client';
import { selectAuditOfPerson } from './queries';

/**
 * What the audit log holds about a person, for their "download my data". An entry about
 * their account or one of their listings comes whole (what changed, the reason given); the
 * moderator who made it is not named, only whether it was a person or the system. An entry
 * they made themselves (a moderator's own actions) says what they did to what, without the
 * before and after, which are other people's data.
 */
export async function auditDataOfPerson(db: Db, userId: number, listingIds: number[]) {
  const rows = await selectAuditOfPerson(db, userId, listingIds);
  const listingSet = new Set(listingIds);
  return rows.map((e) => {
    const isAbout =
      (e.subjectType === 'user' && e.subjectId === userId) ||
      (e.subjectType === 'listing' && listingSet.has(e.subjectId));
    const by = e.actorId === userId ? 'you' : e.actorId === null ? 'system' : 'staff';
    return {
      id: e.id,
      action: e.action,
      subject_type: e.subjectType,
      subject_id: e.subjectId,
      by,
      reason: e.reason,
      ...(isAbout ? { before: e.before, after: e.after } : {}),
      created_at: e.createdAt.toISOString(),
    };
  });
}

// What the other areas may use from this one (docs/decisions/023-module-boundaries.md).
export { mailAuthor } from './mail-author';
export type { ModerationDeps } from './deps';
export { lockListing, setDecision } from './queries';
export { resolveRejectionReason } from './reject-reason';
export { fullName, historiesOf, usersById } from './review-view';
