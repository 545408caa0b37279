import type { ContentKind } from '@portal/contract/content-values';
import { contentAdminEndpoints } from '@portal/contract/endpoints/content-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/call';
import { ADMIN_CONTENT_KEY } from './keys';

/** PUT /admin/content/:kind/order: every item of the kind, in its new order (admins only). */
export function useReorderContent(kind: ContentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      call(contentAdminEndpoints.reorderContent, { params: { kind }, body: { ids } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_CONTENT_KEY }),
  });
}
