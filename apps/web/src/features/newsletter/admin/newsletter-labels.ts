/** Names of the newsletter's actions in the audit log (merged into AUDIT_ACTION_LABELS). */
export const NEWSLETTER_AUDIT_LABELS: Record<string, string> = {
  'newsletter_issue.create': 'admin-newsletter.audit.issue_create',
  'newsletter_issue.send': 'admin-newsletter.audit.issue_send',
};

/** A subscriber's state, a language and an issue's state, as the back office names them. */
export const SUBSCRIBER_STATE_LABELS = {
  pending: 'admin-newsletter.state.pending',
  active: 'admin-newsletter.state.active',
  unsubscribed: 'admin-newsletter.state.unsubscribed',
} as const;

export const LANGUAGE_LABELS = {
  ar: 'admin-newsletter.language.ar',
  fr: 'admin-newsletter.language.fr',
  en: 'admin-newsletter.language.en',
} as const;

export const ISSUE_STATE_LABELS = {
  draft: 'admin-newsletter.issue_state.draft',
  sending: 'admin-newsletter.issue_state.sending',
  sent: 'admin-newsletter.issue_state.sent',
} as const;
