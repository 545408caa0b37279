import { contentAdminEndpoints } from '@portal/contract/endpoints/content-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/call';
import { ADMIN_CONTENT_KEY } from './keys';

/** DELETE /admin/content/items/:id (admins only). */
export function useDeleteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(contentAdminEndpoints.deleteContent, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_CONTENT_KEY }),
  });
}
