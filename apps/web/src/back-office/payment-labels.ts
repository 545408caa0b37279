import type { PaymentMethod, PaymentType } from '@portal/contract/payments';

/**
 * The catalog keys of payments' enumerations (admin-payments.json), shared by every screen
 * that records or lists payments (listings' fees and advertisements: one ledger).
 */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cheque: 'admin-payments.method.cheque',
  cash: 'admin-payments.method.cash',
  current_account: 'admin-payments.method.current_account',
};

export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = {
  full: 'admin-payments.type.full',
  partial: 'admin-payments.type.partial',
};
