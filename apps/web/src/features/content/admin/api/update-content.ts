import type { ContentItemBody } from '@portal/contract/content';
import { contentAdminEndpoints } from '@portal/contract/endpoints/content-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/call';
import { ADMIN_CONTENT_KEY } from './keys';

/** PUT /admin/content/items/:id: the whole item as edited (admins only). */
export function useUpdateContent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContentItemBody) =>
      call(contentAdminEndpoints.updateContent, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_CONTENT_KEY }),
  });
}
