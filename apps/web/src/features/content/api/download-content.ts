import { contentEndpoints } from '@portal/contract/endpoints/content';
import { fillPath } from '@portal/contract/endpoints/endpoint';
import { API_BASE } from '../../../lib/http';

/**
 * GET /content/items/:id/download: a legal text's or form's file as an attachment, counted by
 * the server. A plain link rather than a call: the browser saves the file itself, with its
 * progress and its name, and the link works before the scripts have loaded.
 */
export function downloadContentUrl(id: number): string {
  return `${API_BASE}${fillPath(contentEndpoints.downloadContent.path, { id: String(id) }).replace(/^\/+/, '')}`;
}
