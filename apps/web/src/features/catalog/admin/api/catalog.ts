import type { Platform } from '@portal/contract/catalog';
import { catalogAdminEndpoints } from '@portal/contract/endpoints/catalog-admin';
import type {
  CategoryCreateBody,
  CategoryUpdateBody,
  CityCreateBody,
  CityUpdateBody,
  CurrencyCreateBody,
  CurrencyUpdateBody,
  RegionUpdateBody,
} from '@portal/contract/catalog-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/call';
import { AUDIT_LOG_KEY } from '../../../moderation/admin/api/audit-log';

const CATALOG_KEY = ['admin', 'catalog'] as const;

/** GET /admin/catalog/{platform}/categories: the whole tree, inactive nodes included. */
export function useAdminCategories(platform: Platform) {
  return useQuery({
    queryKey: [...CATALOG_KEY, 'categories', platform],
    queryFn: ({ signal }) =>
      call(catalogAdminEndpoints.listAdminCategories, { params: { platform }, signal }),
  });
}

/** GET /admin/catalog/regions: the wilayas with every city. */
export function useAdminRegions() {
  return useQuery({
    queryKey: [...CATALOG_KEY, 'regions'],
    queryFn: ({ signal }) => call(catalogAdminEndpoints.listAdminRegions, { signal }),
  });
}

/** GET /admin/catalog/currencies. */
export function useAdminCurrencies() {
  return useQuery({
    queryKey: [...CATALOG_KEY, 'currencies'],
    queryFn: ({ signal }) => call(catalogAdminEndpoints.listAdminCurrencies, { signal }),
  });
}

/** One change of the catalog: the call that makes it, sent by useCatalogChange. */
export type CatalogChange = () => Promise<unknown>;

const E = catalogAdminEndpoints;

/** The catalog's writes (admins only; the API answers 403 to anyone else). */
export const catalogChanges = {
  createCategory:
    (platform: Platform, body: CategoryCreateBody): CatalogChange =>
    () =>
      call(E.createCategory, { params: { platform }, body }),
  updateCategory:
    (id: number, body: CategoryUpdateBody): CatalogChange =>
    () =>
      call(E.updateCategory, { params: { id }, body }),
  orderCategories:
    (platform: Platform, parentId: number | null, ids: number[]): CatalogChange =>
    () =>
      call(E.reorderCategories, { params: { platform }, body: { parent_id: parentId, ids } }),
  deleteCategory:
    (id: number): CatalogChange =>
    () =>
      call(E.deleteCategory, { params: { id } }),
  updateRegion:
    (id: number, body: RegionUpdateBody): CatalogChange =>
    () =>
      call(E.updateRegion, { params: { id }, body }),
  createCity:
    (regionId: number, body: CityCreateBody): CatalogChange =>
    () =>
      call(E.createCity, { params: { id: regionId }, body }),
  updateCity:
    (id: number, body: CityUpdateBody): CatalogChange =>
    () =>
      call(E.updateCity, { params: { id }, body }),
  orderCities:
    (regionId: number, ids: number[]): CatalogChange =>
    () =>
      call(E.reorderCities, { params: { id: regionId }, body: { ids } }),
  deleteCity:
    (id: number): CatalogChange =>
    () =>
      call(E.deleteCity, { params: { id } }),
  createCurrency:
    (body: CurrencyCreateBody): CatalogChange =>
    () =>
      call(E.createCurrency, { body }),
  updateCurrency:
    (code: string, body: CurrencyUpdateBody): CatalogChange =>
    () =>
      call(E.updateCurrency, { params: { code }, body }),
  defaultCurrency:
    (code: string): CatalogChange =>
    () =>
      call(E.setDefaultCurrency, { params: { code } }),
  deleteCurrency:
    (code: string): CatalogChange =>
    () =>
      call(E.deleteCurrency, { params: { code } }),
};

/**
 * Sends a catalog change; then the back office's lists, the audit log and this tab's copy of
 * the public catalog (the posting form, the queue's filters) are read again, so the admin sees
 * the change everywhere at once (the server revalidates the public answers: decision 008).
 */
export function useCatalogChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CatalogChange) => change(),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CATALOG_KEY }),
        queryClient.invalidateQueries({ queryKey: ['catalog'] }),
        queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
      ]),
  });
}
