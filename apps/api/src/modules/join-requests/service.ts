import type { Db, Tx } from '../../db/client';
import { deletePrivateFiles } from '../../platform/private-files';
import type { Storage } from '../../platform/storage';
import { selectPrivateFilesOfOwner } from '../../platform/private-file-queries';
import { listMyJoinRequests } from './list-my-join-requests';
import { countByStatus, deleteJoinRequestsOfUserRows } from './queries';
import { JOIN_FILE_PURPOSE } from './send-join-request';

/** Requests waiting for staff's first look (state `received`), for the dashboard. */
export function countWaitingJoinRequests(db: Db): Promise<number> {
  return countByStatus(db, 'received');
}

/**
 * The member's join requests for "download my data": every field, the state and staff's
 * reply, and each file's name, type and size (not its bytes: the member downloads those).
 */
export async function joinRequestDataOfUser(db: Tx, userId: number) {
  return (await listMyJoinRequests(db, userId)).map(({ files, ...request }) => ({
    ...request,
    files: files.map(({ name, mime, size_bytes }) => ({ name, mime, size_bytes })),
  }));
}

/**
 * Deleting an account deletes its join requests and their files (a CV is personal data and
 * the request has no use without its sender). Runs in the deletion's transaction; call the
 * answer once it committed, to remove the stored files.
 */
export async function deleteJoinRequestsOfUser(tx: Tx, storage: Storage, userId: number) {
  await deleteJoinRequestsOfUserRows(tx, userId);
  const files = (await selectPrivateFilesOfOwner(tx, userId)).filter((f) => f.purpose === JOIN_FILE_PURPOSE);
  return deletePrivateFiles(
    tx,
    storage,
    files.map((f) => f.id),
  );
}
