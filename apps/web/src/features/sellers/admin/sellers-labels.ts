/** Names of the business verifications in the audit log (merged into AUDIT_ACTION_LABELS). */
export const SELLERS_AUDIT_LABELS: Record<string, string> = {
  'business.verify': 'admin-sellers.audit.verify',
  'business.refuse': 'admin-sellers.audit.refuse',
};
