import type { ViewerState } from '@portal/contract/engagement';
import { engagementEndpoints } from '@portal/contract/endpoints/engagement';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { errorText } from '../../../lib/error-text';
import { call } from '../../../lib/call';
import { toast } from '../../../ui/toast-store';
import { useCurrentUser } from '../../auth/api';
import { patchDetail } from './favorites';

export const viewerStateKey = (userId: number | undefined, listingId: number) =>
  ['engagement', 'viewer-state', userId, listingId] as const;

/** GET /listings/{id}/viewer-state: whether I liked or reported it (signed-in readers only). */
export function viewerStateQuery(userId: number | undefined, listingId: number) {
  return queryOptions({
    queryKey: viewerStateKey(userId, listingId),
    queryFn: ({ signal }) => call(engagementEndpoints.viewerState, { params: { id: listingId }, signal }),
  });
}

export function useViewerState(listingId: number) {
  const user = useCurrentUser();
  return useQuery({ ...viewerStateQuery(user?.id, listingId), enabled: user !== null });
}

/**
 * Writes part of the cached viewer state (after a like or a report). Before the state has
 * arrived (a click right after the page appeared; the mutation cancelled its first request)
 * there is nothing to write into: it is asked for again, and that answer comes after the change.
 */
export function usePatchViewerState(listingId: number) {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const key = viewerStateKey(user?.id, listingId);
  return (patch: Partial<ViewerState>) => {
    const previous = queryClient.getQueryData<ViewerState>(key);
    if (previous) queryClient.setQueryData<ViewerState>(key, { ...previous, ...patch });
    else void queryClient.invalidateQueries({ queryKey: key });
    return previous;
  };
}

/**
 * PUT or DELETE /listings/{id}/like, shown at once with the count moved by one (optimistic);
 * a refusal puts both back and says why in a toast.
 */
export function useToggleLike(listingId: number, likes: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const patch = usePatchViewerState(listingId);
  return useMutation({
    mutationFn: (on: boolean) =>
      call(on ? engagementEndpoints.addLike : engagementEndpoints.removeLike, { params: { id: listingId } }),
    onMutate: async (on) => {
      await queryClient.cancelQueries({ queryKey: viewerStateKey(user?.id, listingId) });
      const previous = patch({ liked: on });
      patchDetail(queryClient, listingId, { likes: Math.max(0, likes + (on ? 1 : -1)) });
      return { previous, likes };
    },
    onError: (error, _on, context) => {
      if (context?.previous) patch(context.previous);
      if (context) patchDetail(queryClient, listingId, { likes: context.likes });
      toast.error(errorText(error, t));
    },
    onSuccess: async (state) => {
      // A state asked for while the change was on its way may hold the old answer.
      await queryClient.cancelQueries({ queryKey: viewerStateKey(user?.id, listingId) });
      patch({ liked: state.liked });
      patchDetail(queryClient, listingId, { likes: state.likes });
    },
  });
}
