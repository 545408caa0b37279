import type { ServedAd } from '@portal/contract/advertisements';
import { useTranslation } from '../../../lib/use-translation';
import { useSettings } from '../../settings/api';
import { useServedAdvertisements } from '../api/served-advertisements';
import { sponsoredSlotIndexes } from './placement-rules';
import { SponsoredAd } from './sponsored-ad';

/** The home page's advertisements section (every active one of the placement, in rotation order). */
export function HomeAdvertisements() {
  const { t } = useTranslation();
  const served = useServedAdvertisements(['home_page']);
  const ads = served.data ?? [];
  if (ads.length === 0) return null;
  return (
    <section aria-labelledby="home-advertisements" className="mt-10 space-y-4">
      <h2 id="home-advertisements" className="text-xl font-bold">
        {t('ad-placements.home_title')}
      </h2>
      {ads.slice(0, 3).map((ad) => (
        <SponsoredAd key={ad.id} ad={ad} variant="section" testId="ad-home" />
      ))}
    </section>
  );
}

/** A category's listing page: the advertisement bought for that category, above the results. */
export function CategoryAdvertisement({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation();
  const served = useServedAdvertisements(['category'], { categoryId });
  const ad = served.data?.[0];
  if (!ad) return null;
  return (
    <aside className="mb-4" aria-label={t('ad-placements.region')}>
      <SponsoredAd ad={ad} variant="banner" testId="ad-category" />
    </aside>
  );
}

/** A branch's advertisement (main branch placement), beside the branch's details. */
export function BranchAdvertisement({ branchId }: { branchId: number }) {
  const { t } = useTranslation();
  const served = useServedAdvertisements(['main_branch'], { branchId });
  const ad = served.data?.[0];
  if (!ad) return null;
  return (
    <aside className="mt-3" aria-label={t('ad-placements.region')}>
      <SponsoredAd ad={ad} variant="banner" testId="ad-main-branch" />
    </aside>
  );
}

/**
 * The rented spaces in listing results: given the number of results, a function telling what
 * goes after the result at an index (a sponsored card every `listing_slot_every` results, the
 * k-th showing the k-th advertisement of the rotation), or nothing.
 */
export function useListingSlotAds(count: number): (index: number) => ServedAd | undefined {
  const settings = useSettings();
  const every = settings.data?.advertisements.listing_slot_every ?? 0;
  const served = useServedAdvertisements(['listing_slot'], {}, every > 0 && count >= every);
  const ads = served.data ?? [];
  const indexes = sponsoredSlotIndexes(count, every);
  return (index) => {
    const slot = indexes.indexOf(index);
    return slot < 0 || ads.length === 0 ? undefined : ads[slot % ads.length];
  };
}

/** A sponsored card among listing cards. */
export function ListingSlotCard({ ad }: { ad: ServedAd }) {
  return <SponsoredAd ad={ad} variant="card" testId="ad-listing-slot" />;
}
