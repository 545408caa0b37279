import { sanitizeBody } from './sanitize';

/** POST /admin/content/preview (staff): a body as visitors will get it once saved. */
export function previewContent(body: string): { body: string } {
  return { body: sanitizeBody(body) };
}
