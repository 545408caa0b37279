import { CONTENT_MAX_PAGE_SIZE, CONTENT_PAGE_SIZE } from '@portal/contract/content-values';
import type { ContentListQuery } from './api/list-content';
import type { ArticleKind } from './articles';

/**
 * The list each CMS page asks for, from its address's filters: the pages and their prefetch
 * before a server render (prefetch.ts) share these, so both name the same query.
 */

/** A list page's `?page=` and other filters, as read from its address (list-params.ts). */
export interface ListFilters {
  page: number;
  get(name: string): string;
}

export function listFiltersOf(search: URLSearchParams): ListFilters {
  return {
    page: Math.max(1, Math.min(10_000, Number.parseInt(search.get('page') ?? '1', 10) || 1)),
    get: (name) => search.get(name) ?? '',
  };
}

/** Every FAQ and every partner, filtered in the page. */
export const FAQ_LIST: ContentListQuery = { per_page: CONTENT_MAX_PAGE_SIZE };
export const PARTNERS_LIST: ContentListQuery = { per_page: CONTENT_MAX_PAGE_SIZE };
/** The sitemap's latest articles of a kind. */
export const LATEST_LIST: ContentListQuery = { per_page: 5 };

export function linkListInput(list: 'friendly' | 'related'): ContentListQuery {
  return { list, per_page: CONTENT_MAX_PAGE_SIZE };
}

export function legalTextsInput(filters: ListFilters): ContentListQuery {
  const words = filters.get('q');
  const category = filters.get('category');
  return {
    page: filters.page,
    per_page: CONTENT_MAX_PAGE_SIZE,
    q: words || undefined,
    category: category || undefined,
  };
}

export function downloadsInput(filters: ListFilters): ContentListQuery {
  const category = filters.get('category');
  return { page: filters.page, per_page: CONTENT_PAGE_SIZE, category: category || undefined };
}

export function articleListInput(filters: ListFilters): ContentListQuery {
  const category = filters.get('category');
  const tag = filters.get('tag');
  return {
    page: filters.page,
    per_page: CONTENT_PAGE_SIZE,
    category: category || undefined,
    tag: tag || undefined,
  };
}

/** The media page's type: the one asked for when the settings offer it, else their first. */
export function mediaListInput<T extends string>(
  filters: ListFilters,
  types: readonly T[],
): { type: T | undefined; query: ContentListQuery } {
  const asked = filters.get('type');
  const type = types.find((each) => each === asked) ?? types[0];
  return {
    type,
    query: {
      page: filters.page,
      per_page: CONTENT_PAGE_SIZE,
      media_type: type as ContentListQuery['media_type'],
    },
  };
}

/** An article's reference in its address: a news item's id, a blog post's slug. */
export function articleRef(kind: ArticleKind, params: { id?: string; slug?: string }): string {
  return (kind === 'news' ? params.id : params.slug) ?? '';
}
