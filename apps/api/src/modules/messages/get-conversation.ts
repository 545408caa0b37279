import type { Locale } from '@portal/contract/locale';
import type { Conversation } from '@portal/contract/messages';
import type { Tx } from '../../db/client';
import { findUserById } from '../auth/service';
import { isPublicListing, selectJoinedById, selectPhotosOf, toCard } from '../listings/service';
import { otherOf, participantConversation } from './access';
import type { MessagesDeps } from './deps';
import { selectBlocks, selectMessages, type ConversationRow } from './queries';
import { messageView, personName } from './views';

/** The listing's card while it is public (its seller sees their own whatever its status). */
async function cardOf(db: Tx, row: ConversationRow, readerId: number, locale: Locale) {
  const [joined] = await selectJoinedById(db, row.listingId);
  if (!joined) return { title: '', card: null };
  const visible = isPublicListing(joined.listing) || joined.listing.userId === readerId;
  if (!visible) return { title: joined.listing.title, card: null };
  const [cover] = await selectPhotosOf(db, [row.listingId], true);
  return { title: joined.listing.title, card: toCard(joined, cover, locale) };
}

/** GET /conversations/{id}: the listing's card, the other person, every message, who blocked whom. */
export async function getConversation(
  deps: MessagesDeps,
  userId: number,
  id: number,
  locale: Locale,
): Promise<Conversation> {
  const row = await participantConversation(deps.db, id, userId);
  const otherId = otherOf(row, userId);
  const [{ title, card }, other, items, blocks] = await Promise.all([
    cardOf(deps.db, row, userId, locale),
    findUserById(deps.db, otherId),
    selectMessages(deps.db, id),
    selectBlocks(deps.db, userId, otherId),
  ]);
  const deleted = !other || other.deletedAt !== null;
  const messages = items.map(messageView);
  const unread = items.filter((m) => m.senderId !== userId && m.seenAt === null).length;
  return {
    id: row.id,
    listing: { id: row.listingId, title },
    other: { id: otherId, name: deleted ? '' : personName(other.firstName, other.lastName), deleted },
    role: row.buyerId === userId ? 'buyer' : 'seller',
    last_message: messages.at(-1) ?? null,
    unread,
    created_at: row.createdAt.toISOString(),
    card,
    messages,
    blocked_by_me: blocks.byA,
    blocked_by_other: blocks.byB,
  };
}
