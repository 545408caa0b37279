import type { ContentKind, PageKey } from '@portal/contract/content-values';
import type { PrefetchContext, Prefetch } from '../../lib/prefetch';
import { settingsQuery } from '../settings/api';
import { contentItemQuery } from './api/get-content';
import { contentListQuery, type ContentListQuery } from './api/list-content';
import type { ArticleKind } from './articles';
import { articleRef, listFiltersOf, mediaListInput } from './list-inputs';

/** The prefetches of the CMS's public pages (what each page asks, from list-inputs.ts). */

export const prefetchInfoPage =
  (key: PageKey): Prefetch =>
  ({ queryClient, locale }) =>
    queryClient.prefetchQuery(contentItemQuery(locale, 'page', key));

export const prefetchList =
  (kind: ContentKind, input: (search: URLSearchParams) => ContentListQuery): Prefetch =>
  ({ queryClient, locale, search }) =>
    queryClient.prefetchQuery(contentListQuery(locale, kind, input(search)));

export const prefetchArticle =
  (kind: ArticleKind): Prefetch =>
  ({ queryClient, locale, params }) =>
    queryClient.prefetchQuery(contentItemQuery(locale, kind, articleRef(kind, params)));

/** The media page's list needs the settings' media types first. */
export async function prefetchMedia({ queryClient, locale, search }: PrefetchContext): Promise<void> {
  const settings = await queryClient.fetchQuery(settingsQuery);
  const { query } = mediaListInput(listFiltersOf(search), settings.multimedia_type);
  await queryClient.prefetchQuery(contentListQuery(locale, 'media', query));
}
