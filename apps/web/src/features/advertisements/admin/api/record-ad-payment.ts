import { advertisementsEndpoints } from '@portal/contract/endpoints/advertisements';
import type { RecordPaymentBody } from '@portal/contract/payments';
import { call } from '../../../../lib/call';

/** POST /admin/advertisements/:id/payments: one payment in the one ledger; enough of it schedules the order. */
export async function recordAdPayment(id: number, body: RecordPaymentBody) {
  return (await call(advertisementsEndpoints.recordAdPayment, { params: { id }, body })).advertisement;
}
