import { useTranslation } from '../../../lib/use-translation';
import { useLocation } from 'react-router';
import { PageLoading } from '../../../app/route-page';
import { EmptyState } from '../../../ui/empty-state';
import { useMyListings } from '../api/my-listings';
import { CategoryPicker } from '../components/category-picker';
import { MyListingItem } from '../components/my-listing-item';
import { LoadError } from '../../../ui/load-error';
import { isSubmittedState, platformOfPath, POST_AD_ANCHOR } from '../platform';
import { Button } from '../../../ui/button';

const PICKER_ID = POST_AD_ANCHOR;

/**
 * /profile/announcements and /profile/products: every listing
 * of mine on that platform, in every status, with the actions its status allows; and the
 * start of posting a new one (choose its category).
 */
export default function MyListingsPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const platform = platformOfPath(location.pathname);
  const listings = useMyListings(platform);
  const isSubmitted = isSubmittedState(location.state);

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">
        {platform === 'sales' ? t('routes.profile-products.title') : t('routes.profile-announcements.title')}
      </h1>
      {isSubmitted ? (
        <p
          role="status"
          data-testid="listing-submitted"
          className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 font-medium text-green-900"
        >
          {t('listings.submitted')}
        </p>
      ) : null}
      <CategoryPicker platform={platform} id={PICKER_ID} />
      <section aria-labelledby="my-listings-title" className="flex flex-col gap-3">
        <h2 id="my-listings-title" className="text-lg font-semibold">
          {t('listings.mine.heading')}
        </h2>
        {listings.error ? (
          <LoadError error={listings.error} onRetry={() => void listings.refetch()} />
        ) : !listings.data ? (
          <PageLoading />
        ) : listings.data.length === 0 ? (
          <EmptyState
            title={
              platform === 'sales' ? t('listings.mine.empty_sales') : t('listings.mine.empty_announcements')
            }
            body={t('listings.mine.empty_body')}
            action={
              // The picker is just above: the button takes the reader to its category field.
              <Button onClick={() => document.getElementById(`${PICKER_ID}-category`)?.focus()}>
                {t('listings.mine.post_ad')}
              </Button>
            }
          />
        ) : (
          <ul className="flex flex-col gap-3">
            {listings.data.map((listing) => (
              <li key={listing.id}>
                <MyListingItem listing={listing} platform={platform} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
