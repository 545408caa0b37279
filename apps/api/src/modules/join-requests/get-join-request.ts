import type { AdminJoinRequest } from '@portal/contract/join-requests';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { adminViews } from './list-join-requests';
import { selectJoinRequest, selectSender } from './queries';

/** GET /admin/join-requests/:id: one request with its files and sender. */
export async function getJoinRequest(db: Tx, id: number): Promise<AdminJoinRequest> {
  const request = await selectJoinRequest(db, id);
  const sender = request ? await selectSender(db, request.userId) : undefined;
  if (!request || !sender) throw new AppError('not_found');
  const [view] = await adminViews(db, [{ request, sender }]);
  return view!;
}
