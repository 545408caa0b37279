import { engagementEndpoints } from '@portal/contract/endpoints/engagement';
import type { ListingDetail } from '@portal/contract/listings';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { errorText } from '../../../lib/error-text';
import { call } from '../../../lib/call';
import { useLocale } from '../../../lib/use-locale';
import { toast } from '../../../ui/toast-store';
import { useCurrentUser } from '../../auth/api';
import { LISTING_DETAIL_KEY } from '../../listings/api/get-listing';

/** Everything cached about my favorites sits under this key (per user: a sign-out forgets it). */
export const FAVORITES_KEY = ['favorites'] as const;
const idsKey = (userId: number | undefined) => [...FAVORITES_KEY, 'ids', userId] as const;

/** GET /favorites/ids: what the toggles on cards and on the detail show (signed-in readers). */
export function favoriteIdsQuery(userId: number | undefined) {
  return queryOptions({
    queryKey: idsKey(userId),
    queryFn: async ({ signal }) => (await call(engagementEndpoints.favoriteIds, { signal })).ids,
    staleTime: 60_000,
  });
}

/** My favorites' ids; none for a visitor. */
export function useFavoriteIds(): ReadonlySet<number> {
  const user = useCurrentUser();
  const { data } = useQuery({ ...favoriteIdsQuery(user?.id), enabled: user !== null });
  return new Set(user ? (data ?? []) : []);
}

/** GET /favorites?page=: the /profile/favorites list. */
export function useFavorites(page: number) {
  const locale = useLocale();
  const user = useCurrentUser();
  return useQuery({
    queryKey: [...FAVORITES_KEY, 'list', user?.id, locale, page],
    queryFn: ({ signal }) => call(engagementEndpoints.listFavorites, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Keeps the count on a cached detail page in step with the server's answer. */
export function patchDetail(
  queryClient: ReturnType<typeof useQueryClient>,
  id: number,
  patch: Partial<ListingDetail>,
) {
  queryClient.setQueriesData<ListingDetail>({ queryKey: LISTING_DETAIL_KEY }, (old) =>
    old && old.id === id ? { ...old, ...patch } : old,
  );
}

/**
 * PUT or DELETE /listings/{id}/favorite. The toggle changes at once (optimistic); if the server
 * refuses, it goes back and a toast says why.
 */
export function useToggleFavorite() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const key = idsKey(user?.id);
  return useMutation({
    mutationFn: ({ id, on }: { id: number; on: boolean }) =>
      call(on ? engagementEndpoints.addFavorite : engagementEndpoints.removeFavorite, { params: { id } }),
    onMutate: async ({ id, on }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<number[]>(key);
      queryClient.setQueryData<number[]>(key, (ids = []) =>
        on ? [id, ...ids.filter((x) => x !== id)] : ids.filter((x) => x !== id),
      );
      return { previous };
    },
    onError: (error, _vars, context) => {
      queryClient.setQueryData(key, context?.previous);
      toast.error(errorText(error, t));
    },
    onSuccess: (state, { id }) => patchDetail(queryClient, id, { favorites: state.favorites }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAVORITES_KEY }),
  });
}
