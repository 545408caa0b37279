/** Names of the contact inbox's actions in the audit log (merged into AUDIT_ACTION_LABELS). */
export const CONTACT_AUDIT_LABELS: Record<string, string> = {
  'contact_thread.reply': 'admin-contact.audit.reply',
  'contact_thread.close': 'admin-contact.audit.close',
  'contact_thread.reopen': 'admin-contact.audit.reopen',
};

/** A thread's state, as the back office names it. */
export const THREAD_STATE_LABELS = {
  open: 'admin-contact.state.open',
  answered: 'admin-contact.state.answered',
  closed: 'admin-contact.state.closed',
} as const;

export const THREAD_STATE_CLASSES = {
  open: 'bg-amber-100 text-amber-900',
  answered: 'bg-emerald-100 text-emerald-900',
  closed: 'bg-slate-100 text-slate-700',
} as const;
