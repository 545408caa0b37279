import type { ContactThread } from '@portal/contract/contact';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { ContactDeps } from './deps';
import { selectMessages, selectThread } from './queries';
import { threadView } from './thread-view';

/** A thread with its messages, as it stands in `db` (a transaction's view after a change). */
export async function readThread(db: Db | Tx, id: number): Promise<ContactThread> {
  const row = await selectThread(db, id);
  if (!row) throw new AppError('not_found');
  return threadView(row, await selectMessages(db, id));
}

/** One thread of the inbox, for staff. */
export function getThread(deps: ContactDeps, id: number): Promise<ContactThread> {
  return readThread(deps.db, id);
}
