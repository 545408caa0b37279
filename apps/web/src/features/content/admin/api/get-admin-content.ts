import { contentAdminEndpoints } from '@portal/contract/endpoints/content-admin';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/call';
import { ADMIN_CONTENT_KEY } from './keys';

/** GET /admin/content/items/:id: an item with every translation and its files. */
export function useAdminContentItem(id: number) {
  return useQuery({
    queryKey: [...ADMIN_CONTENT_KEY, 'item', id],
    queryFn: ({ signal }) => call(contentAdminEndpoints.getAdminContent, { params: { id }, signal }),
    // An open editor is not refreshed under the admin's hands.
    staleTime: Infinity,
  });
}
