import type { ContentKind, ContentState } from '@portal/contract/content-values';
import { contentAdminEndpoints } from '@portal/contract/endpoints/content-admin';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/call';
import { ADMIN_CONTENT_KEY } from './keys';

export interface AdminContentSearch {
  state: ContentState | null;
  q: string;
  page: number;
}

/** GET /admin/content/:kind: one page of a kind's items (every state), in their order. */
export function useAdminContentList(kind: ContentKind, search: AdminContentSearch, perPage = 100) {
  return useQuery({
    queryKey: [...ADMIN_CONTENT_KEY, 'list', kind, search, perPage],
    queryFn: ({ signal }) =>
      call(contentAdminEndpoints.listAdminContent, {
        params: { kind },
        query: { state: search.state, q: search.q.trim(), page: search.page, per_page: perPage },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * How many items of each kind are in a state, read as the totals of one-row pages (the API has
 * no count endpoint): one small request per kind and state.
 */
export function useAdminContentCounts(kinds: readonly ContentKind[], states: readonly ContentState[]) {
  const pairs = kinds.flatMap((kind) => states.map((state) => ({ kind, state })));
  const results = useQueries({
    queries: pairs.map(({ kind, state }) => ({
      queryKey: [...ADMIN_CONTENT_KEY, 'count', kind, state],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        call(contentAdminEndpoints.listAdminContent, {
          params: { kind },
          query: { state, per_page: 1 },
          signal,
        }),
    })),
  });
  const count = (kind: ContentKind, state: ContentState): number | undefined =>
    results[pairs.findIndex((p) => p.kind === kind && p.state === state)]?.data?.meta.total;
  return {
    count,
    isError: results.some((r) => r.isError),
    error: results.find((r) => r.isError)?.error,
    refetch: () => Promise.all(results.filter((r) => r.isError).map((r) => r.refetch())),
  };
}
