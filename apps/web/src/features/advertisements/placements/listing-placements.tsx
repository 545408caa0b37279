import { AfterHydration } from '../../../lib/render-env';
import type { ListingSlots } from '../../listings/listing-slots';
import { CategoryAdvertisement, ListingSlotCard, useListingSlotAds } from './page-placements';

/** The sponsored card after a result, when a rented space falls there. */
function SponsoredAfter({ index, count }: { index: number; count: number }) {
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
  // Advertisements are fetched once the page is live (served-advertisements.ts).
  afterResult: (index, count) => (
    <AfterHydration>
      <SponsoredAfter index={index} count={count} />
    </AfterHydration>
  ),
};
