import { AppError } from '../../platform/errors';
import { openPrivateFile, type PrivateFileReader } from '../../platform/private-files';
import type { JoinRequestsDeps } from './deps';
import { isFileOfRequest } from './queries';
import { JOIN_FILE_PURPOSE } from './send-join-request';

const notFound = () => new AppError('not_found');

/**
 * GET /join-requests/:id/files/:fileId: a file of a request, to its sender and to staff
 * (audited); to anyone else the same 404 as for a request or file that does not exist.
 */
export async function downloadJoinFile(
  deps: JoinRequestsDeps,
  reader: PrivateFileReader,
  requestId: number,
  fileId: number,
) {
  if (!(await isFileOfRequest(deps.db, requestId, fileId))) throw notFound();
  return openPrivateFile(deps, {
    fileId,
    purpose: JOIN_FILE_PURPOSE,
    reader,
    subject: { type: 'join_request', id: requestId },
    notFound,
  });
}
