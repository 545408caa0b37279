import type { ContentKind } from '@portal/contract/content-values';
import { applyOrder } from '../catalog/service';
import type { ContentDeps } from './deps';
import { lockKind, setPosition } from './queries';

/**
 * PUT /admin/content/:kind/order (admins): every item of a kind in a new order, numbered 10,
 * 20, 30…; each item that moves gets its audit entry. The list must be exactly the kind's
 * items (409 otherwise: the screen was stale). Articles are read newest first whatever their
 * order; the order serves every other kind.
 */
export async function reorderContent(
  deps: Pick<ContentDeps, 'db'>,
  actorId: number,
  kind: ContentKind,
  ids: number[],
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const current = await lockKind(tx, kind);
    await applyOrder(tx, actorId, 'content', current, ids, (id, position) => setPosition(tx, id, position));
  });
}
