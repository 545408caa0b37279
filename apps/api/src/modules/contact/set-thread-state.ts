import type { ContactThread } from '@portal/contract/contact';
import { insertAuditEntry } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import type { ContactDeps } from './deps';
import { readThread } from './get-thread';
import { lockThread, setThreadState } from './queries';

/**
 * Closes a thread, or reopens it (back to `open`, waiting for an answer). Setting the state it
 * already has changes nothing and writes no audit entry.
 */
export async function setState(
  deps: ContactDeps,
  actorId: number,
  input: { id: number; state: 'open' | 'closed' },
): Promise<ContactThread> {
  return deps.db.transaction(async (tx) => {
    const locked = await lockThread(tx, input.id);
    if (!locked) throw new AppError('not_found');
    if (locked.state !== input.state) {
      await setThreadState(tx, locked.id, input.state);
      await insertAuditEntry(tx, {
        actorId,
        action: input.state === 'closed' ? 'contact_thread.close' : 'contact_thread.reopen',
        subjectType: 'contact_thread',
        subjectId: locked.id,
        before: { state: locked.state },
        after: { state: input.state },
      });
    }
    return readThread(tx, locked.id);
  });
}
