import type {
  CategoryNode,
  CategoryTreeResponse,
  CurrenciesResponse,
  Platform,
  RegionsResponse,
} from '@portal/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/**
 * The catalog the posting form is fed from. Answers carry `names` in all three languages, so
 * the form shows `names[locale]` and a language switch needs no new call (and the cache key
 * needs no language).
 */
export const categoryTreeQuery = (platform: Platform) =>
  queryOptions({
    queryKey: ['catalog', platform, 'categories'],
    queryFn: async ({ signal }) =>
      (await http<CategoryTreeResponse>(`catalog/${platform}/categories`, { signal })).categories,
    staleTime: 5 * 60_000,
  });

export const regionsQuery = queryOptions({
  queryKey: ['catalog', 'regions'],
  queryFn: async ({ signal }) => (await http<RegionsResponse>('regions', { signal })).regions,
  staleTime: 5 * 60_000,
});

export const currenciesQuery = queryOptions({
  queryKey: ['catalog', 'currencies'],
  queryFn: async ({ signal }) => (await http<CurrenciesResponse>('currencies', { signal })).currencies,
  staleTime: 5 * 60_000,
});

export function useCategoryTree(platform: Platform) {
  return useQuery(categoryTreeQuery(platform));
}

export function useRegions() {
  return useQuery(regionsQuery);
}

export function useCurrencies() {
  return useQuery(currenciesQuery);
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
