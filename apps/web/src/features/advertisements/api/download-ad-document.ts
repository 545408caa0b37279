import type { AdDocument } from '@portal/contract/advertisements';
import { downloadFile } from '../../../lib/download';

/** GET /advertisements/:id/documents/:fileId: saves one of an order's private documents. */
export function downloadAdDocument(document: AdDocument): Promise<void> {
  return downloadFile(document.download_path, document.name);
}
