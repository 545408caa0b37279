import type { ContactThread } from '@portal/contract/contact';
import { isLocale, PERSISTED_FALLBACK_LOCALE } from '@portal/contract/locale';
import { insertAuditEntry } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { getSettings } from '../settings/service';
import type { ContactDeps } from './deps';
import { readThread } from './get-thread';
import { insertStaffReply, lockThread, selectMessages, setThreadState } from './queries';

/**
 * A staff reply: kept in the thread and mailed to the sender in their language, quoting their
 * first message; the thread is `answered` (a closed one reopens as answered). Audited.
 */
export async function replyThread(
  deps: ContactDeps,
  actorId: number,
  input: { id: number; body: string },
): Promise<ContactThread> {
  const { general } = await getSettings(deps.db);
  const thread = await deps.db.transaction(async (tx) => {
    const locked = await lockThread(tx, input.id);
    if (!locked) throw new AppError('not_found');
    const original = (await selectMessages(tx, locked.id)).find((m) => m.message.author === 'sender');
    await insertStaffReply(tx, { threadId: locked.id, staffId: actorId, body: input.body });
    await setThreadState(tx, locked.id, 'answered');
    await deps.enqueueMail(tx, {
      to: locked.email,
      locale: isLocale(locked.locale) ? locked.locale : PERSISTED_FALLBACK_LOCALE,
      siteName: general.site_name,
      template: 'contact_reply',
      data: {
        name: locked.name,
        subject: locked.subject,
        reply: input.body,
        original: original?.message.body ?? '',
      },
    });
    await insertAuditEntry(tx, {
      actorId,
      action: 'contact_thread.reply',
      subjectType: 'contact_thread',
      subjectId: locked.id,
      before: { state: locked.state },
      after: { state: 'answered' },
    });
    return readThread(tx, locked.id);
  });
  deps.notifyMail();
  return thread;
}
