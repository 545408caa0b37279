/** Names of the join requests' actions in the audit log (merged into AUDIT_ACTION_LABELS). */
export const JOIN_REQUEST_AUDIT_LABELS: Record<string, string> = {
  'join_request.under_review': 'admin-join-requests.audit.under_review',
  'join_request.invited': 'admin-join-requests.audit.invited',
  'join_request.declined': 'admin-join-requests.audit.declined',
  'private_file.download': 'admin-join-requests.audit.download',
};
