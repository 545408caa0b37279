/** Names of the reported conversations' actions in the audit log (merged into AUDIT_ACTION_LABELS). */
export const MESSAGES_AUDIT_LABELS: Record<string, string> = {
  'conversation.read': 'admin-messages.audit.read',
  'conversation.dismiss_reports': 'admin-messages.audit.dismiss',
};

/** What made a message stand out to staff. */
export const FLAG_LABELS = {
  banned_word: 'admin-messages.read.flag.banned_word',
  link: 'admin-messages.read.flag.link',
} as const;
