import type { ComponentType, ReactNode } from 'react';
import { FavoriteButton, ListingActions, PhoneReveal } from '../features/engagement';
// The provider alone, not listings' public surface: this file travels with each listings page.
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

/**
 * A page that draws listings, with engagement's controls in their places. Only the pages that
 * draw listings load engagement's code (app/pages/), beside their own chunk: the first chunk
 * every page loads stays without it.
 */
export function withEngagement(Page: ComponentType): ComponentType {
  function PageWithEngagement() {
    return (
      <EngagementSlots>
        <Page />
      </EngagementSlots>
    );
  }
  return PageWithEngagement;
}
