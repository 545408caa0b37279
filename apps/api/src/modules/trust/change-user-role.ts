import type { UserRoleBody } from '@portal/contract/trust';
import { AppError } from '../../platform/errors';
import { insertAuditEntry } from '../../platform/audit';
import type { TrustDeps } from './deps';
import { lockUser, updateUserRow } from './queries';
import { toUserSummary } from './user-view';

/**
 * PUT /admin/users/:id/role (admins only): user, moderator or admin. An admin cannot change
 * their own role, so the portal never loses its last admin by a slip.
 */
export async function changeUserRole(deps: TrustDeps, actorId: number, userId: number, input: UserRoleBody) {
  if (userId === actorId) throw new AppError('forbidden', { messageKey: 'error.cannot_change_own_role' });
  const row = await deps.db.transaction(async (tx) => {
    const target = await lockUser(tx, userId);
    if (!target || target.deletedAt) throw new AppError('not_found');
    if (target.role === input.role) return target;
    const updated = await updateUserRow(tx, userId, { role: input.role });
    await insertAuditEntry(tx, {
      actorId,
      action: 'user.role',
      subjectType: 'user',
      subjectId: userId,
      before: { role: target.role },
      after: { role: input.role },
    });
    return updated;
  });
  return { user: toUserSummary(row) };
}
