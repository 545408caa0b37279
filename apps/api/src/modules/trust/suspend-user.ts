import type { Role } from '@portal/contract/auth';
import { AppError } from '../../platform/errors';
import type { UserRow } from '../../platform/auth/plugin';
import { deleteTokensOfUser } from '../auth/service';
import type { Tx } from '../../db/client';
import { insertAuditEntry } from '../../platform/audit';
import type { TrustDeps } from './deps';
import { lockUser, updateUserRow } from './queries';
import { toUserSummary } from './user-view';

export interface Actor {
  id: number;
  role: Role;
}

/**
 * Who may suspend or restore whom: nobody their own account, and only an admin a staff
 * account (a moderator cannot suspend an admin, nor another moderator).
 */
function checkSuspendable(actor: Actor, target: UserRow | undefined): asserts target is UserRow {
  if (!target || target.deletedAt) throw new AppError('not_found');
  if (target.id === actor.id) throw new AppError('forbidden', { messageKey: 'error.cannot_suspend_self' });
  if (target.role !== 'user' && actor.role !== 'admin') {
    throw new AppError('forbidden', { messageKey: 'error.cannot_suspend_staff' });
  }
}

/**
 * Suspends an account inside the caller's transaction: suspended_at set (sign-in refused, the
 * account's listings hidden from every public read), every session ended, an audit entry.
 * `after` adds what the caller wants kept with the entry (the reported listing, say).
 */
export async function suspendInTx(
  tx: Tx,
  actor: Actor,
  userId: number,
  reason: string | null,
  now: Date,
  after: Record<string, unknown> = {},
): Promise<UserRow> {
  const target = await lockUser(tx, userId);
  checkSuspendable(actor, target);
  if (target.suspendedAt) throw new AppError('conflict', { messageKey: 'error.already_suspended' });
  const row = await updateUserRow(tx, userId, { suspendedAt: now });
  await deleteTokensOfUser(tx, userId);
  await insertAuditEntry(tx, {
    actorId: actor.id,
    action: 'user.suspend',
    subjectType: 'user',
    subjectId: userId,
    before: { suspended_at: null },
    after: { suspended_at: now.toISOString(), ...after },
    reason,
    createdAt: now,
  });
  return row;
}

/** POST /admin/users/:id/suspend. */
export async function suspendUser(deps: TrustDeps, actor: Actor, userId: number, reason: string | undefined) {
  const row = await deps.db.transaction((tx) => suspendInTx(tx, actor, userId, reason ?? null, new Date()));
  return { user: toUserSummary(row) };
}

/** POST /admin/users/:id/unsuspend: the account signs in again and its listings are public again. */
export async function unsuspendUser(deps: TrustDeps, actor: Actor, userId: number) {
  const now = new Date();
  const row = await deps.db.transaction(async (tx) => {
    const target = await lockUser(tx, userId);
    checkSuspendable(actor, target);
    if (!target.suspendedAt) throw new AppError('conflict', { messageKey: 'error.not_suspended' });
    const updated = await updateUserRow(tx, userId, { suspendedAt: null });
    await insertAuditEntry(tx, {
      actorId: actor.id,
      action: 'user.unsuspend',
      subjectType: 'user',
      subjectId: userId,
      before: { suspended_at: target.suspendedAt.toISOString() },
      after: { suspended_at: null },
      createdAt: now,
    });
    return updated;
  });
  return { user: toUserSummary(row) };
}
