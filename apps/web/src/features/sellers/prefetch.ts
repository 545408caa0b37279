import type { PrefetchContext } from '../../lib/prefetch';
import { prefetchBrowse } from '../listings';
import { sellerQuery } from './api/get-seller';

/**
 * What a seller's page reads before its server render: the seller, then their listings with the
 * list's filters (the listings' own prefetch, limited to the seller).
 */
export async function prefetchSeller(context: PrefetchContext): Promise<void> {
  const { queryClient, locale, params } = context;
  const seller = await queryClient.fetchQuery(sellerQuery(locale, params.username ?? ''));
  await prefetchBrowse(context, null, false, seller.id);
}
