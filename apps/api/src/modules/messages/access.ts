import type { Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { findUserById } from '../auth/service';
import { findListing, isPublicListing, type ListingRow } from '../listings/service';
import { selectBlocks, selectConversation, type ConversationRow } from './queries';

/**
 * A conversation its reader takes part in. Anyone else gets 404, as for one that does not
 * exist: nothing tells them it is there (staff read a reported one through the back office).
 */
export async function participantConversation(db: Tx, id: number, userId: number): Promise<ConversationRow> {
  const row = await selectConversation(db, id);
  if (!row || (row.buyerId !== userId && row.sellerId !== userId)) throw new AppError('not_found');
  return row;
}

export const otherOf = (row: ConversationRow, userId: number) =>
  row.buyerId === userId ? row.sellerId : row.buyerId;

/** A listing one may write about: public, by an author who is neither suspended nor gone, not one's own. */
export async function listingToWriteAbout(db: Tx, listingId: number, userId: number): Promise<ListingRow> {
  const listing = await findListing(db, listingId);
  if (!listing || !isPublicListing(listing)) throw new AppError('not_found');
  const seller = await findUserById(db, listing.userId);
  if (!seller || seller.suspendedAt || seller.deletedAt) throw new AppError('not_found');
  if (listing.userId === userId) throw new AppError('forbidden', { messageKey: 'error.own_listing' });
  return listing;
}

/** Nobody writes where either side blocked the other, nor to a deleted account. */
export async function refuseClosed(db: Tx, userId: number, otherId: number): Promise<void> {
  const blocks = await selectBlocks(db, userId, otherId);
  if (blocks.byA || blocks.byB) throw new AppError('forbidden', { messageKey: 'error.conversation_blocked' });
  const other = await findUserById(db, otherId);
  if (!other || other.deletedAt) throw new AppError('forbidden', { messageKey: 'error.conversation_closed' });
}
