import type { AdPlacement, PriceDurationUnit } from '@portal/contract/advertisements-values';
import { advertisementsEndpoints } from '@portal/contract/endpoints/advertisements';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';

export interface AdQuoteInput {
  place: AdPlacement;
  category_id?: number | undefined;
  main_branch_id?: number | undefined;
  duration_unit: PriceDurationUnit;
  duration_count: number;
  start_date?: string | undefined;
  payment_type?: 'full' | 'partial' | undefined;
}

/** GET /advertisements/quote: the price the server will keep for these choices (null input: nothing asked yet). */
export function useAdQuote(input: AdQuoteInput | null) {
  return useQuery({
    queryKey: ['advertisements', 'quote', input],
    queryFn: ({ signal }) =>
      call(advertisementsEndpoints.adQuote, {
        query: {
          place: input!.place,
          category_id: input!.category_id ?? '',
          main_branch_id: input!.main_branch_id ?? '',
          duration_unit: input!.duration_unit,
          duration_count: input!.duration_count,
          start_date: input!.start_date ?? '',
          payment_type: input!.payment_type ?? '',
        },
        signal,
      }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
}
