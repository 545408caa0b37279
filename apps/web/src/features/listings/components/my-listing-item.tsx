import type { Platform } from '@portal/contract/catalog';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from '../../../ui/link';
import { errorText } from '../../../lib/error-text';
import { formatDate, formatNumber, formatPrice } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { useConfirm } from '../../../ui/confirm-dialog';
import { toast } from '../../../ui/toast-store';
import { useDeleteListing } from '../api/delete-listing';
import type { MyListing } from '../api/my-listings';
import { useRenewListing } from '../api/renew-listing';
import { PRICE_TYPE_LABELS } from '../../../lib/listing-labels';
import { listingPaths } from '../platform';
import { ListingStatusBadge } from './listing-status-badge';
import { RevisionNote } from './revision-note';
import { PaymentDueNote } from './payment-due-note';
import { PromotionNote } from './promotion-note';

function PriceText({ listing }: { listing: MyListing }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { price_type: type, currency_id: currency } = listing;
  if ((type === 'fixed' || type === 'negotiable') && listing.price !== null) {
    const price = formatPrice(locale, listing.price, currency);
    return <>{type === 'negotiable' ? t('listings.mine.negotiable', { price }) : price}</>;
  }
  if (type === 'range' && listing.price_min !== null && listing.price_max !== null) {
    return (
      <>
        {t('listings.mine.range', {
          min: formatPrice(locale, listing.price_min, currency),
          max: formatPrice(locale, listing.price_max, currency),
        })}
      </>
    );
  }
  return <>{t(PRICE_TYPE_LABELS[type])}</>;
}

const actionClass =
  'rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60';

/** One of the owner's listings: cover, title, status (and why it was rejected), figures, actions. */
export function MyListingItem({ listing, platform }: { listing: MyListing; platform: Platform }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const confirm = useConfirm();
  const remove = useDeleteListing();
  const renew = useRenewListing();
  const titleId = `listing-${listing.id}-title`;

  const onDelete = async () => {
    if (!(await confirm({ confirmLabel: t('listings.mine.delete') }))) return;
    try {
      await remove.mutateAsync(listing.id);
      toast.success(t('listings.mine.deleted'));
    } catch (error) {
      toast.error(errorText(error, t));
    }
  };

  const onRenew = async () => {
    try {
      await renew.mutateAsync(listing.id);
      toast.success(t('listings.mine.renewed'));
    } catch (error) {
      toast.error(errorText(error, t));
    }
  };

  return (
    <article
      aria-labelledby={titleId}
      data-testid="my-listing"
      className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:gap-4 sm:p-4"
    >
      {listing.cover ? (
        <img
          src={listing.cover.urls.thumbnail}
          alt=""
          width={160}
          height={120}
          loading="lazy"
          className="aspect-[4/3] w-24 shrink-0 self-start rounded-lg bg-slate-100 object-cover sm:w-40"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex aspect-[4/3] w-24 shrink-0 items-center justify-center self-start rounded-lg bg-slate-100 text-slate-400 sm:w-40"
        >
          <svg
            viewBox="0 0 24 24"
            className="size-8 sm:size-10"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          >
            <path
              d="M4 5h16v14H4zM4 15l4-4 5 5M13 13l2-2 5 5M15.5 8.5h.01"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={titleId} className="min-w-0 text-base font-semibold break-words text-slate-900">
            <Link
              to={listingPaths.show(platform, listing.slug)}
              className="hover:text-brand-700 hover:underline"
            >
              <bdi>{listing.title}</bdi>
            </Link>
          </h3>
          <ListingStatusBadge status={listing.status} />
        </div>
        {listing.status === 'rejected' && listing.rejection_reason ? (
          <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900" data-testid="rejection-reason">
            <span className="font-semibold">{t('listings.mine.rejection_reason')}</span>{' '}
            <bdi>{listing.rejection_reason}</bdi>
          </p>
        ) : null}
        {listing.revision ? (
          <RevisionNote listingId={listing.id} revision={listing.revision} describedBy={titleId} />
        ) : null}
        {listing.promotion ? <PromotionNote promotion={listing.promotion} /> : null}
        {listing.status === 'waiting_payment' && listing.payment_due ? (
          <PaymentDueNote listingId={listing.id} due={listing.payment_due} />
        ) : null}
        {listing.status === 'expired' ? (
          <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800" data-testid="expired-note">
            {listing.can_renew ? t('listing-status.expired.note') : t('listing-status.expired.date_passed')}
          </p>
        ) : null}
        <p className="text-sm font-semibold text-slate-800">
          <PriceText listing={listing} />
        </p>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm text-slate-600 sm:grid-cols-[auto_minmax(0,1fr)_auto_minmax(0,1fr)]">
          <dt>{t('listings.mine.category')}</dt>
          <dd className="text-slate-800">{listing.category.name}</dd>
          <dt>{t('listings.mine.views')}</dt>
          <dd className="text-slate-800" data-testid="listing-views">
            {formatNumber(locale, listing.views)}
          </dd>
          <dt>{t('engagement.mine.likes')}</dt>
          <dd className="text-slate-800" data-testid="listing-likes">
            {formatNumber(locale, listing.likes)}
          </dd>
          <dt>{t('engagement.mine.favorites')}</dt>
          <dd className="text-slate-800" data-testid="listing-favorites">
            {formatNumber(locale, listing.favorites)}
          </dd>
          <dt>{t('listings.mine.submitted')}</dt>
          <dd className="text-slate-800">{formatDate(locale, listing.published_at)}</dd>
          {listing.status === 'approved' || listing.status === 'expired' ? (
            <>
              <dt>
                {listing.status === 'expired' ? t('listings.mine.expired_on') : t('listings.mine.expires')}
              </dt>
              <dd className="text-slate-800">{formatDate(locale, listing.expires_at)}</dd>
            </>
          ) : null}
        </dl>
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <Link
            to={listingPaths.edit(platform, listing.category.id, listing.slug)}
            className={actionClass}
            aria-describedby={titleId}
          >
            {t('listings.mine.edit')}
          </Link>
          {listing.can_renew ? (
            <button
              type="button"
              onClick={() => void onRenew()}
              disabled={renew.isPending}
              aria-busy={renew.isPending}
              aria-describedby={titleId}
              className={actionClass}
            >
              {t('listings.mine.renew')}
            </button>
          ) : null}
          <button
            type="button"
            onClick={() => void onDelete()}
            disabled={remove.isPending}
            aria-busy={remove.isPending}
            aria-describedby={titleId}
            className="rounded-lg border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
          >
            {t('listings.mine.delete')}
          </button>
        </div>
      </div>
    </article>
  );
}
