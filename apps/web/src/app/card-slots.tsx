import type { ComponentType } from 'react';
import { AD_LISTING_SLOTS } from '../features/advertisements/placements/listing-placements';
import { SaveSearchButton } from '../features/alerts/components/save-search-button';
import { FavoriteButton } from '../features/engagement/components/favorite-button';
import type { ListingSlots } from '../features/listings/listing-slots';
import { withSlots } from './listing-slots';

/**
 * A card's one control: the visitor's favourite, over the corner of its cover; in lists of
 * results, the paid advertisements' places (a category's, a sponsored card every few results)
 * and "Save this search".
 */
export const CARD_SLOTS: ListingSlots = {
  cardAction: (card) => <FavoriteButton listingId={card.id} title={card.title} variant="card" />,
  searchAction: (query) => <SaveSearchButton query={query} />,
  ...AD_LISTING_SLOTS,
};

/** A list of cards: only the favourite button comes with it, not the listing page's controls. */
export const withCardSlots = (Page: ComponentType) => withSlots(CARD_SLOTS, Page);
