import type { ListingDetail } from '@portal/contract/listings';
import { useTranslation } from '../../../lib/use-translation';
import { FavoriteButton } from './favorite-button';
import { LikeButton } from './like-button';
import { ReportButton } from './report-button';
import { ShareMenu } from '../../../ui/share-menu';

/** What a reader can do with a listing on its page: save, like, share, report. */
export function ListingActions({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('engagement.actions')}
      className="flex flex-wrap items-center gap-2"
      data-testid="listing-actions"
    >
      <FavoriteButton listingId={listing.id} title={listing.title} variant="detail" />
      <LikeButton listing={listing} />
      <ShareMenu title={listing.title} />
      <ReportButton listing={listing} />
    </div>
  );
}
