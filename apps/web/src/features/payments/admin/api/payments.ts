import { paymentsEndpoints } from '@portal/contract/endpoints/payments';
import type {
  RecordPaymentBody,
  recordPaymentResponseSchema,
  waitingPaymentsResponseSchema,
} from '@portal/contract/payments';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../../lib/call';
import { AUDIT_LOG_KEY } from '../../../moderation/admin/api/audit-log';
import { DASHBOARD_KEY } from '../../../dashboard/admin/api/dashboard';

export type WaitingPayments = z.infer<typeof waitingPaymentsResponseSchema>;
export type RecordedPayment = z.infer<typeof recordPaymentResponseSchema>;

export interface PaymentsSearch {
  q: string;
  platform: '' | 'announcements' | 'sales';
  partlyPaid: boolean;
  page: number;
}

const PAYMENTS_KEY = ['admin', 'payments'] as const;

/** GET /admin/payments: listings waiting for payment, waiting longest first. */
export function useWaitingPayments(search: PaymentsSearch) {
  return useQuery({
    queryKey: [...PAYMENTS_KEY, 'list', search],
    queryFn: ({ signal }) =>
      call(paymentsEndpoints.waitingPayments, {
        query: {
          q: search.q.trim(),
          platform: search.platform,
          partly_paid: search.partlyPaid ? 'true' : '',
          page: search.page,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/listings/{id}/payments: what the listing owes and its ledger. */
export function usePaymentLedger(id: number | null) {
  return useQuery({
    queryKey: [...PAYMENTS_KEY, 'ledger', id],
    queryFn: ({ signal }) => call(paymentsEndpoints.paymentLedger, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
}

/** POST /admin/listings/{id}/payments; the list, the ledger, the dashboard and the audit log refresh. */
export function useRecordPayment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordPaymentBody) => call(paymentsEndpoints.recordPayment, { params: { id }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PAYMENTS_KEY }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
        queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
      ]),
  });
}
