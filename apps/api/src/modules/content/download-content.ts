import { createHash } from 'node:crypto';
import type { ContentDetailsBody } from '@portal/contract/content';
import { create as contentDisposition } from 'content-disposition';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { incrementRateLimit } from '../../platform/rate-limit-queries';
import type { ContentDeps } from './deps';
import { selectFile } from './file-queries';
import { incrementDownloads, selectVisibleItem } from './queries';

/** One address's downloads of one item count once in this window (reloads, retries, download managers). */
export const DOWNLOAD_COUNT_WINDOW_MS = 60 * 60_000;

/** Counts a download unless the same address had it counted within the window. */
async function countDownload(db: Db, itemId: number, address: string): Promise<void> {
  // The address is kept hashed, and only for the window: enough to tell a repeat.
  const who = createHash('sha256').update(address).digest('base64url').slice(0, 22);
  const { current } = await incrementRateLimit(
    db,
    `content-download:${itemId}:${who}`,
    DOWNLOAD_COUNT_WINDOW_MS,
    new Date(),
  );
  if (current === 1) await incrementDownloads(db, itemId);
}

/**
 * GET /content/items/:id/download: the PDF of a public legal text or downloadable file, as an
 * attachment named after its uploaded name (RFC 6266 with RFC 5987's filename* for names in
 * Arabic), counted once per address and hour. Anything else is a 404.
 */
export async function downloadContent(deps: ContentDeps, id: number, address: string) {
  const item = await selectVisibleItem(deps.db, id);
  const details = item?.details as ContentDetailsBody | undefined;
  const fileId =
    details && (details.kind === 'legal_text' || details.kind === 'download') ? details.file_id : null;
  const file = fileId === null ? undefined : await selectFile(deps.db, fileId);
  const found = file ? await deps.storage.open(file.storageKey) : undefined;
  if (!item || !file || !found) throw new AppError('not_found', { messageKey: 'error.content_not_found' });
  await countDownload(deps.db, item.id, address);
  const name = /\.pdf$/i.test(file.name) ? file.name : `${file.name}.pdf`;
  return {
    type: file.mime,
    size: found.size,
    stream: found.stream,
    disposition: contentDisposition(name, { type: 'attachment' }),
  };
}
