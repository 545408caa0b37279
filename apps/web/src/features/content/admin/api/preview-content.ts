import { contentAdminEndpoints } from '@portal/contract/endpoints/content-admin';
import { call } from '../../../../lib/call';

/** POST /admin/content/preview: the body as visitors will get it, through the server's sanitizer. */
export function previewContent(body: string, signal?: AbortSignal) {
  return call(contentAdminEndpoints.previewContent, { body: { body }, signal });
}
