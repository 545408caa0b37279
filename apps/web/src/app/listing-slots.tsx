import type { ComponentType } from 'react';
// The provider alone, not listings' public surface: this file travels with each listings page.
import { ListingSlotsProvider, type ListingSlots } from '../features/listings/listing-slots';

/**
 * A page that draws listings, with other areas' controls in the places listings leaves for them
 * (features/listings/listing-slots.tsx). Only the pages that draw listings load those controls,
 * beside their own chunk (app/pages/): the first chunk every page loads stays without them.
 */
export function withSlots(slots: ListingSlots, Page: ComponentType): ComponentType {
  function PageWithSlots() {
    return (
      <ListingSlotsProvider slots={slots}>
        <Page />
      </ListingSlotsProvider>
    );
  }
  return PageWithSlots;
}
