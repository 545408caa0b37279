import type { Payment } from '@portal/contract/payments';
import type { users } from '../../db/schema/index';
import type { PaymentRow } from './queries';

type UserRow = typeof users.$inferSelect;

const nameOf = (u: UserRow) => `${u.firstName} ${u.lastName}`.trim();

/** The listing's owner as the payments screen shows them: who, and how to reach them. */
export function ownerOf(u: UserRow) {
  return { id: u.id, name: nameOf(u), username: u.username, email: u.email, phone: u.phone };
}

export function toPayment(p: PaymentRow, recorder: UserRow | null): Payment {
  return {
    id: p.id,
    method: p.method as Payment['method'],
    payment_type: p.paymentType as Payment['payment_type'],
    amount: p.amount,
    currency_code: p.currencyCode,
    reference: p.reference,
    paid_on: p.paidOn,
    recorded_by: recorder ? { id: recorder.id, name: nameOf(recorder), username: recorder.username } : null,
    recorded_at: p.createdAt.toISOString(),
  };
}
