/** The catalog keys of the reports and users screens' enumerations (admin-trust.json). */

/** The actions on a reported listing, and on a reported conversation (about one of its people). */
export const REPORT_ACTION_LABELS = {
  listing: {
    dismiss: { label: 'admin-trust.reports.action_dismiss', done: 'admin-trust.reports.done_dismiss' },
    warn: { label: 'admin-trust.reports.action_warn', done: 'admin-trust.reports.done_warn' },
    unpublish: { label: 'admin-trust.reports.action_unpublish', done: 'admin-trust.reports.done_unpublish' },
    suspend: { label: 'admin-trust.reports.action_suspend', done: 'admin-trust.reports.done_suspend' },
  },
  conversation: {
    dismiss: { label: 'admin-trust.reports.action_dismiss', done: 'admin-trust.reports.done_dismiss' },
    warn: { label: 'admin-trust.reports.action_warn_person', done: 'admin-trust.reports.done_warn_person' },
    unpublish: { label: 'admin-trust.reports.action_unpublish', done: 'admin-trust.reports.done_unpublish' },
    suspend: {
      label: 'admin-trust.reports.action_suspend_person',
      done: 'admin-trust.reports.done_suspend_person',
    },
  },
} as const;

/** The reasons a visitor picks when reporting; another value shows as sent. */
export const REPORT_REASON_LABELS: Record<string, string> = {
  spam: 'admin-trust.reason.spam',
  fraud: 'admin-trust.reason.fraud',
  wrong_category: 'admin-trust.reason.wrong_category',
  offensive: 'admin-trust.reason.offensive',
  duplicate: 'admin-trust.reason.duplicate',
  unavailable: 'admin-trust.reason.unavailable',
  other: 'admin-trust.reason.other',
  flagged: 'admin-trust.reason.flagged',
};

/** The reports queue's kinds of items (its tabs). */
export const REPORT_KIND_LABELS = {
  all: 'admin-trust.reports.kind_all',
  listings: 'admin-trust.reports.kind_listings',
  conversations: 'admin-trust.reports.kind_conversations',
} as const;

export const ROLE_LABELS = {
  user: 'admin-trust.role.user',
  moderator: 'admin-trust.role.moderator',
  admin: 'admin-trust.role.admin',
} as const;

export const USER_STATUS_LABELS = {
  active: 'admin-trust.status.active',
  suspended: 'admin-trust.status.suspended',
  deleted: 'admin-trust.status.deleted',
} as const;

/** Names of the trust actions in the audit log (merged into AUDIT_ACTION_LABELS). */
export const TRUST_AUDIT_LABELS: Record<string, string> = {
  'reports.dismiss': 'admin-trust.audit.reports_dismiss',
  'listing.unpublish': 'admin-trust.audit.listing_unpublish',
  'user.warn': 'admin-trust.audit.user_warn',
  'user.suspend': 'admin-trust.audit.user_suspend',
  'user.unsuspend': 'admin-trust.audit.user_unsuspend',
  'user.role': 'admin-trust.audit.user_role',
  'user.resend_verification': 'admin-trust.audit.user_resend_verification',
  'banned_word.add': 'admin-trust.audit.banned_word_add',
  'banned_word.remove': 'admin-trust.audit.banned_word_remove',
};
