/** Names of the payments' actions in the audit log (merged into AUDIT_ACTION_LABELS). */
export const PAYMENTS_AUDIT_LABELS: Record<string, string> = {
  'listing.payment_record': 'admin-payments.audit.payment_record',
  'listing.publish_paid': 'admin-payments.audit.publish_paid',
};
