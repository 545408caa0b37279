import type { Db, Tx } from '../../db/client';
import type { Storage } from '../../platform/storage';
import { eraseMessagesOf, selectAllOf } from './queries';
import { messageView } from './views';

/** What other areas may use of the messages area (docs/decisions/023-module-boundaries.md). */

/**
 * An account is being deleted (profile): what its messages said and showed is erased in the
 * deletion's transaction; the conversations stay for the other side, who reads "deleted".
 * Resolves with the removal of the photos' files, to run once the deletion committed.
 */
export async function eraseMessagesOfUser(tx: Tx, storage: Storage, userId: number) {
  const keys = await eraseMessagesOf(tx, userId);
  return async () => {
    for (const key of keys) await storage.remove(key);
  };
}

/** A person's conversations with every message, for their "download my data". */
export async function messageDataOfUser(db: Db, userId: number) {
  const rows = await selectAllOf(db, userId);
  return rows.map(({ conversation, messages }) => ({
    id: conversation.id,
    listing_id: conversation.listingId,
    role: conversation.buyerId === userId ? 'buyer' : 'seller',
    created_at: conversation.createdAt.toISOString(),
    messages: messages.map((m) => ({ ...messageView(m), mine: m.senderId === userId })),
  }));
}
