import type { ReactNode } from 'react';
import { FavoriteButton, ListingActions, PhoneReveal } from '../features/engagement';
// The provider alone, not listings' public surface: this file is in every page's first chunk.
import { ListingSlotsProvider, type ListingSlots } from '../features/listings/listing-slots';

/** Engagement's controls in the places listings leaves for them (features/listings/listing-slots.tsx). */
const ENGAGEMENT_SLOTS: ListingSlots = {
  cardAction: (card) => <FavoriteButton listingId={card.id} title={card.title} variant="card" />,
  detailActions: (listing) => <ListingActions listing={listing} />,
  contact: (listing) => <PhoneReveal listing={listing} />,
};

/** Every listing drawn below shows the visitor's engagement controls. */
export function EngagementSlots({ children }: { children: ReactNode }) {
  return <ListingSlotsProvider slots={ENGAGEMENT_SLOTS}>{children}</ListingSlotsProvider>;
}
