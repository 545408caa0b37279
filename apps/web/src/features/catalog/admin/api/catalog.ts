import type { Platform } from '@portal/contract/catalog';
import type {
  AdminCategoryTree,
  AdminCurrencies,
  AdminRegions,
  CategoryCreateBody,
  CategoryUpdateBody,
  CityCreateBody,
  CityUpdateBody,
  CurrencyCreateBody,
  CurrencyUpdateBody,
  RegionUpdateBody,
} from '@portal/contract/catalog-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../../lib/http';

const CATALOG_KEY = ['admin', 'catalog'] as const;

/** GET /admin/catalog/{platform}/categories: the whole tree, inactive nodes included. */
export function useAdminCategories(platform: Platform) {
  return useQuery({
    queryKey: [...CATALOG_KEY, 'categories', platform],
    queryFn: ({ signal }) => http<AdminCategoryTree>(`admin/catalog/${platform}/categories`, { signal }),
  });
}

/** GET /admin/catalog/regions: the wilayas with every city. */
export function useAdminRegions() {
  return useQuery({
    queryKey: [...CATALOG_KEY, 'regions'],
    queryFn: ({ signal }) => http<AdminRegions>('admin/catalog/regions', { signal }),
  });
}

/** GET /admin/catalog/currencies. */
export function useAdminCurrencies() {
  return useQuery({
    queryKey: [...CATALOG_KEY, 'currencies'],
    queryFn: ({ signal }) => http<AdminCurrencies>('admin/catalog/currencies', { signal }),
  });
}

/** One change of the catalog, as the API takes it. */
export interface CatalogChange {
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
}

/** The catalog's writes (admins only; the API answers 403 to anyone else). */
export const catalogChanges = {
  createCategory: (platform: Platform, body: CategoryCreateBody): CatalogChange => ({
    method: 'POST',
    path: `admin/catalog/${platform}/categories`,
    body,
  }),
  updateCategory: (id: number, body: CategoryUpdateBody): CatalogChange => ({
    method: 'PATCH',
    path: `admin/catalog/categories/${id}`,
    body,
  }),
  orderCategories: (platform: Platform, parentId: number | null, ids: number[]): CatalogChange => ({
    method: 'PUT',
    path: `admin/catalog/${platform}/categories/order`,
    body: { parent_id: parentId, ids },
  }),
  deleteCategory: (id: number): CatalogChange => ({
    method: 'DELETE',
    path: `admin/catalog/categories/${id}`,
  }),
  updateRegion: (id: number, body: RegionUpdateBody): CatalogChange => ({
    method: 'PATCH',
    path: `admin/catalog/regions/${id}`,
    body,
  }),
  createCity: (regionId: number, body: CityCreateBody): CatalogChange => ({
    method: 'POST',
    path: `admin/catalog/regions/${regionId}/cities`,
    body,
  }),
  updateCity: (id: number, body: CityUpdateBody): CatalogChange => ({
    method: 'PATCH',
    path: `admin/catalog/cities/${id}`,
    body,
  }),
  orderCities: (regionId: number, ids: number[]): CatalogChange => ({
    method: 'PUT',
    path: `admin/catalog/regions/${regionId}/cities/order`,
    body: { ids },
  }),
  deleteCity: (id: number): CatalogChange => ({ method: 'DELETE', path: `admin/catalog/cities/${id}` }),
  createCurrency: (body: CurrencyCreateBody): CatalogChange => ({
    method: 'POST',
    path: 'admin/catalog/currencies',
    body,
  }),
  updateCurrency: (code: string, body: CurrencyUpdateBody): CatalogChange => ({
    method: 'PATCH',
    path: `admin/catalog/currencies/${code}`,
    body,
  }),
  defaultCurrency: (code: string): CatalogChange => ({
    method: 'POST',
    path: `admin/catalog/currencies/${code}/default`,
  }),
  deleteCurrency: (code: string): CatalogChange => ({
    method: 'DELETE',
    path: `admin/catalog/currencies/${code}`,
  }),
};

/**
 * Sends a catalog change; then the back office's lists, the audit log and this tab's copy of
 * the public catalog (the posting form, the queue's filters) are read again, so the admin sees
 * the change everywhere at once (the server revalidates the public answers: decision 008).
 */
export function useCatalogChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CatalogChange) =>
      http<unknown>(change.path, {
        method: change.method,
        ...(change.body === undefined ? {} : { body: change.body }),
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CATALOG_KEY }),
        queryClient.invalidateQueries({ queryKey: ['catalog'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] }),
      ]),
  });
}
