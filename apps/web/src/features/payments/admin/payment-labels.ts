import type { PaymentMethod, PaymentType } from '@portal/contract/payments';

/** The catalog keys of the payments screen's enumerations (admin-payments.json). */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cheque: 'admin-payments.method.cheque',
  cash: 'admin-payments.method.cash',
  current_account: 'admin-payments.method.current_account',
};

export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = {
  full: 'admin-payments.type.full',
  partial: 'admin-payments.type.partial',
};

/** Names of the payments' actions in the audit log (merged into AUDIT_ACTION_LABELS). */
export const PAYMENTS_AUDIT_LABELS: Record<string, string> = {
  'listing.payment_record': 'admin-payments.audit.payment_record',
  'listing.publish_paid': 'admin-payments.audit.publish_paid',
};
