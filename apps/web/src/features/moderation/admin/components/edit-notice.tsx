import type { ListingDetail } from '@portal/contract/listings';
import { useTranslation } from '../../../../lib/use-translation';
import { Link } from '../../../../ui/link';
import { formatDate } from '../../../../lib/format';
import { useLocale } from '../../../../lib/use-locale';
import { detailPath } from '../../../listings/labels';
import type { ReviewListing } from '../api/review-listing';

/** Whether the item waits for a decision: a pending listing, or an approved one's edit under review. */
export function isUnderReview(view: Pick<ReviewListing, 'listing' | 'revision'>): boolean {
  return view.listing.status === 'pending' || view.revision?.status === 'pending';
}

/**
 * Says that the item is the owner's edit of a published listing: the published version stays
 * online until the edit is approved, and can be opened beside the review.
 */
export function EditNotice({ view, published }: { view: ReviewListing; published: ListingDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section
      aria-labelledby="edit-notice-title"
      className="rounded-2xl border border-sky-200 bg-sky-50 p-5 text-sm text-sky-950"
      data-testid="edit-notice"
    >
      <h2 id="edit-notice-title" className="mb-1 text-base font-bold">
        {t('admin-revisions.notice.title')}
      </h2>
      <p>
        {t('admin-revisions.notice.body', {
          date: formatDate(locale, view.listing.submitted_at, { dateStyle: 'long', timeStyle: 'short' }),
        })}
      </p>
      <p className="mt-2">
        <Link
          to={detailPath(published.platform, published.slug)}
          target="_blank"
          rel="noopener"
          className="font-semibold text-brand-800 underline"
        >
          {t('admin-revisions.notice.published_link')}
        </Link>
      </p>
    </section>
  );
}
