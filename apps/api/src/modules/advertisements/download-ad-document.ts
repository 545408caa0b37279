import { AppError } from '../../platform/errors';
import { openPrivateFile, type PrivateFileReader } from '../../platform/private-files';
import { AD_FILE_PURPOSE } from './create-advertisement';
import type { AdvertisementsDeps } from './deps';
import { isDocumentOf } from './queries';

const notFound = () => new AppError('not_found');

/**
 * GET /advertisements/:id/documents/:fileId: an order's private document, to its advertiser
 * and to staff (audited); to anyone else the same 404 as for one that does not exist.
 */
export async function downloadAdDocument(
  deps: AdvertisementsDeps,
  reader: PrivateFileReader,
  advertisementId: number,
  fileId: number,
) {
  if (!(await isDocumentOf(deps.db, advertisementId, fileId))) throw notFound();
  return openPrivateFile(deps, {
    fileId,
    purpose: AD_FILE_PURPOSE,
    reader,
    subject: { type: 'advertisement', id: advertisementId },
    notFound,
  });
}
