import { catalogEndpoints } from '@portal/contract/endpoints/catalog';
import type { CategoryNode, Platform } from '@portal/contract/catalog';
import type { Locale } from '@portal/contract/locale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { useLocale } from '../../../lib/use-locale';
import { CATALOG_STALE_MS } from './stale-time';

/** GET /catalog/{platform}/categories: the whole tree (one category: category.ts). */
export function categoryTreeQuery(locale: Locale, platform: Platform) {
  return queryOptions({
    queryKey: ['catalog', 'categories', locale, platform],
    queryFn: ({ signal }) =>
      call(catalogEndpoints.listCategories, { params: { platform }, signal }).then((r) => r.categories),
    staleTime: CATALOG_STALE_MS,
  });
}

export function useCategoryTree(platform: Platform | null) {
  const locale = useLocale();
  return useQuery({ ...categoryTreeQuery(locale, platform ?? 'sales'), enabled: platform !== null });
}

/**
 * GET /catalog/{platform}/categories?depth=0: the top categories, without their descendants,
 * as the browsing pages list them (a tenth of the whole tree's bytes in a rendered page).
 */
export function topCategoriesQuery(locale: Locale, platform: Platform) {
  return queryOptions({
    queryKey: ['catalog', 'top-categories', locale, platform],
    queryFn: ({ signal }) =>
      call(catalogEndpoints.listCategories, { params: { platform }, query: { depth: '0' }, signal }).then(
        (r) => r.categories,
      ),
    staleTime: CATALOG_STALE_MS,
  });
}

export function useTopCategories(platform: Platform | null) {
  const locale = useLocale();
  return useQuery({ ...topCategoriesQuery(locale, platform ?? 'sales'), enabled: platform !== null });
}

/** The chain from a top category down to the node with this id (any depth), or null. */
export function categoryPath(tree: readonly CategoryNode[], id: number): CategoryNode[] | null {
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = categoryPath(node.children ?? [], id);
    if (below) return [node, ...below];
  }
  return null;
}
