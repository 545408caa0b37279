import type { ContactThread, ContactThreadSummary } from '@portal/contract/contact';
import type { ContactThreadState } from '@portal/contract/contact-values';
import { isLocale, PERSISTED_FALLBACK_LOCALE } from '@portal/contract/locale';
import type { MessageListRow, ThreadListRow } from './queries';

/** A thread as the inbox lists it. */
export function threadSummary(row: ThreadListRow): ContactThreadSummary {
  const { thread } = row;
  return {
    id: thread.id,
    state: thread.state as ContactThreadState,
    subject: thread.subject,
    name: thread.name,
    email: thread.email,
    phone: thread.phone,
    locale: isLocale(thread.locale) ? thread.locale : PERSISTED_FALLBACK_LOCALE,
    user_id: thread.userId,
    messages: row.messages,
    created_at: thread.createdAt.toISOString(),
    updated_at: thread.updatedAt.toISOString(),
  };
}

/** A thread with its messages, oldest first. */
export function threadView(row: ThreadListRow, messages: MessageListRow[]): ContactThread {
  return {
    ...threadSummary(row),
    items: messages.map(({ message, staffName }) => ({
      id: message.id,
      author: message.author === 'staff' ? 'staff' : 'sender',
      staff_name: staffName,
      body: message.body,
      created_at: message.createdAt.toISOString(),
    })),
  };
}
