import type { ContentItemBody } from '@portal/contract/content';
import type { ContentKind } from '@portal/contract/content-values';
import { contentAdminEndpoints } from '@portal/contract/endpoints/content-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/call';
import { ADMIN_CONTENT_KEY } from './keys';

/** POST /admin/content/:kind: a new item (admins only). */
export function useCreateContent(kind: ContentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContentItemBody) =>
      call(contentAdminEndpoints.createContent, { params: { kind }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_CONTENT_KEY }),
  });
}
