import type { RejectionReasonOrderBody } from '@portal/contract/settings-admin';
import { applyOrder } from '../catalog/service';
import type { ModerationDeps } from './deps';
import { lockManagedRejectionReasons, updateRejectionReasonRow } from './reason-queries';

/**
 * PUT /admin/rejection-reasons/order (admins): every preset (deleted ones aside) in a new
 * order; 409 if the list sent is not exactly them (the screen was stale). Each preset that
 * moves gets its audit entry.
 */
export async function reorderRejectionReasons(
  deps: Pick<ModerationDeps, 'db'>,
  actorId: number,
  input: RejectionReasonOrderBody,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const current = (await lockManagedRejectionReasons(tx)).map((r) => ({ id: r.id, sortOrder: r.sort }));
    await applyOrder(tx, actorId, 'rejection_reason', current, input.ids, (id, sort) =>
      updateRejectionReasonRow(tx, id, { sort }),
    );
  });
}
