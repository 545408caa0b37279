import type { JoinRequestFile } from '@portal/contract/join-requests';
import { downloadFile } from '../../../lib/download';

/** GET /join-requests/:id/files/:fileId: saves a request's file (its sender's and staff's only). */
export function downloadJoinFile(file: JoinRequestFile): Promise<void> {
  return downloadFile(file.download_path, file.name);
}
