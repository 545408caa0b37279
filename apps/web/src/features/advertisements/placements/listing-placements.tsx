import { useHydrated } from '../../../lib/render-env';
import type { ListingSlots } from '../../listings/listing-slots';
import { CategoryAdvertisement, ListingSlotCard, useListingSlotAds } from './page-placements';

/**
 * The sponsored card after a result, when a rented space falls there. Advertisements are
 * fetched once the page is live (served-advertisements.ts): the server's drawing and the
 * hydration draw nothing here, so they skip the reads of every result's place.
 */
function SponsoredAfter(props: { index: number; count: number }) {
  return useHydrated() ? <SponsoredSlot {...props} /> : null;
}

function SponsoredSlot({ index, count }: { index: number; count: number }) {
  const adAt = useListingSlotAds(count);
  const ad = adAt(index);
  return ad ? (
    <li>
      <ListingSlotCard ad={ad} />
    </li>
  ) : null;
}

/** The advertisements' places in listing pages (the app fills listings' slots with them). */
export const AD_LISTING_SLOTS: Pick<ListingSlots, 'categoryTop' | 'afterResult'> = {
  categoryTop: (categoryId) => <CategoryAdvertisement categoryId={categoryId} />,
  afterResult: (index, count) => <SponsoredAfter index={index} count={count} />,
};
