import type { AdminJoinRequest, AdminJoinRequestsQuery } from '@portal/contract/join-requests';
import type { Tx } from '../../db/client';
import { selectFilesOfRequests, selectQueue, selectUserNames, type JoinRequestRow } from './queries';
import { toAdminJoinRequest } from './view';

type Sender = Parameters<typeof toAdminJoinRequest>[2];

/** Requests with their files, senders and deciders, as the back office shows them. */
export async function adminViews(
  db: Tx,
  items: readonly { request: JoinRequestRow; sender: Sender }[],
): Promise<AdminJoinRequest[]> {
  const ids = items.map((i) => i.request.id);
  const deciders = items.map((i) => i.request.decidedBy).filter((id): id is number => id !== null);
  const [files, names] = await Promise.all([selectFilesOfRequests(db, ids), selectUserNames(db, deciders)]);
  return items.map(({ request, sender }) =>
    toAdminJoinRequest(
      request,
      files,
      sender,
      request.decidedBy === null ? null : (names.get(request.decidedBy) ?? null),
    ),
  );
}

/** GET /admin/join-requests: the queue, oldest first, in one state or all. */
export async function listJoinRequests(db: Tx, query: AdminJoinRequestsQuery) {
  const { rows, total } = await selectQueue(db, {
    status: query.status,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return { data: await adminViews(db, rows), total, page: query.page, per_page: query.per_page };
}
