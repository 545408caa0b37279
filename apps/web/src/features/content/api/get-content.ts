import type { ContentKind } from '@portal/contract/content-values';
import { contentEndpoints } from '@portal/contract/endpoints/content';
import type { Locale } from '@portal/contract/locale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { useLocale } from '../../../lib/use-locale';

/** GET /content/:kind/:ref: one published item by slug or id, with related articles. */
export function getContent(kind: ContentKind, ref: string, signal?: AbortSignal) {
  return call(contentEndpoints.getContent, { params: { kind, ref }, signal });
}

export function contentItemQuery(locale: Locale, kind: ContentKind, ref: string) {
  return queryOptions({
    queryKey: ['content', 'item', locale, kind, ref],
    queryFn: ({ signal }) => getContent(kind, ref, signal),
    staleTime: 60_000,
  });
}

export function useContentItem(kind: ContentKind, ref: string) {
  const locale = useLocale();
  return useQuery(contentItemQuery(locale, kind, ref));
}
