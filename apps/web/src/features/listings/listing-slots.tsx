import type { ListingCard, ListingDetail } from '@portal/contract/listings';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * Places on a listing's card and page where another area draws its own controls (the
 * visitor's favourite, like, share and report buttons, the phone behind a button). Listings
 * only leaves the place: the app fills it (app/card-slots.tsx, app/detail-slots.tsx), so listings never imports
 * those areas and they may import listings (docs/architecture.md, "Between areas").
 */
export interface ListingSlots {
  /** Over the corner of a card's cover. */
  cardAction?: (card: ListingCard) => ReactNode;
  /** Under the title of the listing's page. */
  detailActions?: (listing: ListingDetail) => ReactNode;
  /** Under the price of the listing's page (its price history). */
  priceHistory?: (listing: ListingDetail) => ReactNode;
  /** Above a results list: an action on the search itself (saving it), given its words and filters. */
  searchAction?: (query: Record<string, string>) => ReactNode;
  /** In the seller's card of the listing's page. */
  contact?: (listing: ListingDetail) => ReactNode;
  /** Above a category page's results (the category's paid advertisement). */
  categoryTop?: (categoryId: number) => ReactNode;
  /** After the result at `index` of `count` results (a sponsored card every few results), an `<li>` or nothing. */
  afterResult?: (index: number, count: number) => ReactNode;
}

const ListingSlotsContext = createContext<ListingSlots>({});

/** Fills the slots for every listing drawn below it; unfilled slots draw nothing. */
export function ListingSlotsProvider({ slots, children }: { slots: ListingSlots; children: ReactNode }) {
  return <ListingSlotsContext value={slots}>{children}</ListingSlotsContext>;
}

export function useListingSlots(): ListingSlots {
  return useContext(ListingSlotsContext);
}
