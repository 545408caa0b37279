import type { Job } from '../../platform/jobs/runner';
import { CLEAN_UP_PHOTOS_INTERVAL_MS, cleanUpPhotos } from './clean-up-photos';
import type { ListingsDeps } from './deps';
import { EXPIRE_LISTINGS_INTERVAL_MS, expireListings, type ExpiryDeps } from './expire-listings';
import { forgetOldSearchChanges } from './search-index';

/** The background jobs of listings, for the app's job runner (platform/jobs). */
export function listingJobs(deps: ListingsDeps & ExpiryDeps): Job[] {
  return [
    {
      name: 'expire-listings',
      intervalMs: EXPIRE_LISTINGS_INTERVAL_MS,
      run: ({ signal }) => expireListings(deps, { signal }),
    },
    {
      name: 'clean-up-photos',
      intervalMs: CLEAN_UP_PHOTOS_INTERVAL_MS,
      run: ({ signal }) => cleanUpPhotos(deps, { signal }),
    },
    {
      name: 'forget-search-changes',
      intervalMs: 60 * 60 * 1000,
      run: () => forgetOldSearchChanges(deps.db),
    },
  ];
}
