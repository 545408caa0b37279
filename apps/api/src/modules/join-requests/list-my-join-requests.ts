import type { JoinRequest } from '@portal/contract/join-requests';
import type { Tx } from '../../db/client';
import { selectFilesOfRequests, selectJoinRequestsOfUser } from './queries';
import { toJoinRequest } from './view';

/** GET /user/join-requests: the member's own requests, newest first, with their files. */
export async function listMyJoinRequests(db: Tx, userId: number): Promise<JoinRequest[]> {
  const rows = await selectJoinRequestsOfUser(db, userId);
  const files = await selectFilesOfRequests(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toJoinRequest(row, files));
}
