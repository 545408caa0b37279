import type { Platform } from '@portal/contract/catalog';
import { useSettings } from '../settings/api';
import { useCategoryTree } from '../catalog/api/categories';
import { useCurrencies } from '../catalog/api/currencies';
import { useRegions } from '../catalog/api/regions';

export type PostingData = NonNullable<ReturnType<typeof usePostingData>['data']>;

/** Everything the listing form is fed from: the platform's tree, regions, currencies, settings. */
export function usePostingData(platform: Platform) {
  const tree = useCategoryTree(platform);
  const regions = useRegions();
  const currencies = useCurrencies();
  const settings = useSettings();
  const queries = [tree, regions, currencies, settings];
  const data =
    tree.data && regions.data && currencies.data && settings.data
      ? { tree: tree.data, regions: regions.data, currencies: currencies.data, settings: settings.data }
      : undefined;
  return {
    data,
    error: queries.find((q) => q.error)?.error ?? null,
    retry: () => {
      for (const q of queries) if (q.error) void q.refetch();
    },
  };
}
