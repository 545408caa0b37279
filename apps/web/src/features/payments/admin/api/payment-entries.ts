import { paymentsEndpoints } from '@portal/contract/endpoints/payments';
import type { PaymentMethod } from '@portal/contract/payments';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/call';

export interface PaymentEntriesSearch {
  from: string;
  to: string;
  method: PaymentMethod | '';
  subject: 'listing' | 'advertisement' | '';
  page: number;
}

/** GET /admin/payments/ledger: every payment the portal received, newest first, with totals per method. */
export function usePaymentEntries(search: PaymentEntriesSearch) {
  return useQuery({
    queryKey: ['admin', 'payments', 'entries', search],
    queryFn: ({ signal }) =>
      call(paymentsEndpoints.paymentEntries, {
        query: {
          from: search.from,
          to: search.to,
          method: search.method,
          subject: search.subject,
          page: search.page,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
