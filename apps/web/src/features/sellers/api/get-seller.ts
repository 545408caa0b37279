import { sellersEndpoints } from '@portal/contract/endpoints/sellers';
import type { Locale } from '@portal/contract/locale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { HttpError } from '../../../lib/http';
import { useLocale } from '../../../lib/use-locale';

/** Every seller page's query; the owner's business changes refresh them. */
export const SELLER_KEY = ['sellers', 'page'] as const;

/** GET /sellers/{username}: who the seller is; their listings come from the listings' search. */
export function sellerQuery(locale: Locale, username: string) {
  return queryOptions({
    // The wilaya's name is in the request's language.
    queryKey: [...SELLER_KEY, locale, username.toLowerCase()],
    queryFn: ({ signal }) =>
      call(sellersEndpoints.getSeller, { params: { username }, signal }).then((r) => r.seller),
    // A 404 (unknown, suspended or deleted) will not change by asking again.
    retry: (count, error) => !(error instanceof HttpError && error.status === 404) && count < 1,
  });
}

export function useSeller(username: string) {
  const locale = useLocale();
  return useQuery(sellerQuery(locale, username));
}
