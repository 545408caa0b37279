import type { ContentKind } from '@portal/contract/content-values';
import { contentEndpoints } from '@portal/contract/endpoints/content';
import type { Locale } from '@portal/contract/locale';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { useLocale } from '../../../lib/use-locale';

/** What a public list may be narrowed by (the contract's contentListQuerySchema). */
export interface ContentListQuery {
  page?: number;
  per_page?: number;
  category?: string;
  tag?: string;
  q?: string;
  list?: 'friendly' | 'related';
  media_type?: 'photo' | 'video' | 'audio';
}

/** GET /content/:kind: one page of published items of a kind, in the request's language. */
export function listContent(kind: ContentKind, query: ContentListQuery, signal?: AbortSignal) {
  return call(contentEndpoints.listContent, { params: { kind }, query, signal });
}

export function contentListQuery(locale: Locale, kind: ContentKind, query: ContentListQuery) {
  return queryOptions({
    // The texts come in the request's language (or a fallback one), so the language is part of the key.
    queryKey: ['content', 'list', locale, kind, query],
    queryFn: ({ signal }) => listContent(kind, query, signal),
    staleTime: 60_000,
  });
}

/** Keeps the previous page on screen while the next one loads, so the list does not jump. */
export function useContentList(kind: ContentKind, query: ContentListQuery) {
  const locale = useLocale();
  return useQuery({ ...contentListQuery(locale, kind, query), placeholderData: keepPreviousData });
}
