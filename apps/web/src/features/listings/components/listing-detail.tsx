import type { Platform } from '@portal/contract/catalog';
import type { ListingDetail as Detail } from '@portal/contract/listings';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate, useParams } from 'react-router';
import { Link } from '../../../ui/link';
import { pathFor } from '@portal/contract/routes';
import { formatDate, formatNumber, formatRelativeTime } from '../../../lib/format';
import { useFormatEnv } from '../../../lib/render-env';
import { useLocale } from '../../../lib/use-locale';
import { Gallery } from '../../../ui/gallery';
import { isNotFound, listingQuery, useListing } from '../api/get-listing';
import { detailRows } from '../detail-rows';
import { ADVERTISER_LABELS, STATUS_LABELS } from '../../../lib/listing-labels';
import { detailPath } from '../labels';
import { useListingSlots } from '../listing-slots';
import { CategoryTrail } from './category-trail';
import { FeaturedBadge } from './featured-badge';
import { ListingNotFound } from './listing-not-found';
import { PriceTag } from './price-tag';
import { RelatedListings } from './related-listings';
import { UserText } from '../../../ui/user-text';
import { VerifiedBusinessBadge } from '../../../ui/verified-business-badge';
import { isolate } from '@portal/contract/bidi';
import { Button } from '../../../ui/button';

function Card({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-5"
      data-testid={testId}
    >
      <h2 id={id} className="mb-3 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What the owner reads on their own listing while it is not public, by its status. */
function OwnerNotice({ listing }: { listing: Detail }) {
  const { t } = useTranslation();
  if (!listing.is_owner) return null;
  const isPublic = listing.status === 'approved';
  return (
    <div
      role="note"
      data-testid="owner-notice"
      className={`rounded-2xl border p-4 text-sm ${isPublic ? 'border-brand-100 bg-brand-50 text-brand-900' : 'border-amber-200 bg-amber-50 text-amber-950'}`}
    >
      <p className="font-semibold">
        {t('browse.owner.status', { status: t(STATUS_LABELS[listing.status]) })}
      </p>
      <p>{isPublic ? t('browse.owner.public') : t('browse.owner.private')}</p>
      {listing.rejection_reason ? (
        <p className="mt-1">{t('browse.owner.reason', { reason: isolate(listing.rejection_reason) })}</p>
      ) : null}
    </div>
  );
}

function Cover({ listing }: { listing: Detail }) {
  const cover = listing.photos.find((p) => p.is_cover) ?? listing.photos[0];
  if (!cover) return null;
  return (
    <img
      src={cover.urls.medium}
      srcSet={`${cover.urls.thumbnail} 320w, ${cover.urls.medium} 800w, ${cover.urls.large} 1600w`}
      sizes="(min-width: 1024px) 760px, 100vw"
      alt={listing.title}
      width={cover.width}
      height={cover.height}
      // The page's largest paint: fetched first (the LCP budget in docs/performance.md).
      fetchPriority="high"
      decoding="async"
      className="max-h-[28rem] w-full rounded-2xl bg-slate-100 object-contain"
    />
  );
}

/** The listing as the public sees it; the back office shows it to reviewers too. */
export function DetailBody({ listing }: { listing: Detail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const env = useFormatEnv();
  const slots = useListingSlots();
  const rows = detailRows(listing, t, locale);
  const place = listing.city
    ? t('browse.card.city_region', { city: listing.city.name, region: listing.region.name })
    : listing.region.name;
  // A listing under review (or waiting for payment) has not been published yet: its owner
  // reads its status, not a publication date or an end (OwnerNotice).
  const hasRun = listing.status === 'approved' || listing.status === 'expired';
  const trail = [listing.category, listing.sub_category, listing.filter].filter(
    (step): step is NonNullable<typeof step> => step !== null,
  );

  useEffect(() => {
    document.title = `${listing.title} · ${t('common.site_name')}`;
  }, [listing.title, t]);

  return (
    <article className="space-y-6" data-testid="listing-detail">
      <CategoryTrail platform={listing.platform} steps={trail} current={listing.title} />
      <header className="space-y-2">
        {listing.promoted || listing.verified_business ? (
          <p className="flex flex-wrap items-center gap-2">
            {listing.promoted ? <FeaturedBadge /> : null}
            {listing.verified_business ? <VerifiedBusinessBadge /> : null}
          </p>
        ) : null}
        <UserText as="h1" className="text-2xl font-bold break-words sm:text-3xl">
          {listing.title}
        </UserText>
        <PriceTag listing={listing} size="lg" />
        {slots.priceHistory?.(listing)}
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <span>
            <bdi>{place}</bdi>
          </span>
          {hasRun ? (
            <span>
              {t('browse.detail.published')}{' '}
              <time
                dateTime={listing.published_at}
                title={formatDate(locale, listing.published_at, {
                  dateStyle: 'long',
                  timeStyle: 'short',
                  ...env.zone,
                })}
              >
                {formatRelativeTime(locale, listing.published_at, env.now)}
              </time>
            </span>
          ) : null}
          <span data-testid="views">
            {t('browse.detail.views', {
              count: listing.views,
              formatted: formatNumber(locale, listing.views),
            })}
          </span>
        </p>
        {slots.detailActions?.(listing)}
      </header>
      <OwnerNotice listing={listing} />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          {listing.photos.length > 0 ? (
            <section aria-label={t('browse.detail.photos')} className="space-y-3">
              <Cover listing={listing} />
              <Gallery
                label={t('browse.detail.photos')}
                images={listing.photos.map((photo, index) => ({
                  src: photo.urls.large,
                  thumbnailSrc: photo.urls.thumbnail,
                  width: photo.width,
                  height: photo.height,
                  alt: t('browse.detail.photo_alt', {
                    title: listing.title,
                    current: formatNumber(locale, index + 1),
                    total: formatNumber(locale, listing.photos.length),
                  }),
                }))}
              />
            </section>
          ) : null}
          <Card title={t('browse.detail.description')}>
            <UserText as="p" className="break-words whitespace-pre-line text-slate-800">
              {listing.description}
            </UserText>
          </Card>
          <Card title={t('browse.detail.details')} testId="listing-fields">
            <dl className="grid grid-cols-2 gap-x-6 gap-y-3">
              {rows.map((row) => (
                <div key={row.field} data-testid={`field-${row.field}`} className="min-w-0">
                  <dt className="text-sm text-slate-600">{row.label}</dt>
                  <dd className="font-medium break-words text-slate-900">
                    <bdi>{row.value}</bdi>
                  </dd>
                </div>
              ))}
            </dl>
          </Card>
        </div>

        <div className="space-y-6">
          <Card title={t('browse.detail.advertiser')} testId="advertiser-card">
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-800"
              >
                {listing.owner.name.slice(0, 1).toUpperCase()}
              </span>
              <div className="min-w-0">
                <p className="font-semibold break-words">
                  {listing.owner.username ? (
                    <Link
                      to={pathFor('seller', { username: listing.owner.username })}
                      className="text-brand-700 underline-offset-2 hover:underline"
                      data-testid="seller-link"
                    >
                      <bdi>{listing.owner.name}</bdi>
                    </Link>
                  ) : (
                    <bdi>{listing.owner.name}</bdi>
                  )}
                </p>
                {listing.verified_business ? <VerifiedBusinessBadge /> : null}
                <p className="text-sm text-slate-600">
                  {t(ADVERTISER_LABELS[listing.advertiser_characteristic])}
                </p>
              </div>
            </div>
            {slots.contact?.(listing)}
          </Card>
          <Card title={t('browse.detail.location')}>
            <dl className="space-y-2">
              <div>
                <dt className="text-sm text-slate-600">{t('browse.field.region')}</dt>
                <dd className="font-medium">
                  <bdi>{listing.region.name}</bdi>
                </dd>
              </div>
              {listing.city ? (
                <div>
                  <dt className="text-sm text-slate-600">{t('browse.field.city')}</dt>
                  <dd className="font-medium">
                    <bdi>{listing.city.name}</bdi>
                  </dd>
                </div>
              ) : null}
            </dl>
          </Card>
          <Card title={t('browse.detail.about')}>
            <dl className="space-y-2 text-sm">
              {hasRun ? (
                <div className="flex justify-between gap-3">
                  <dt className="text-slate-600">{t('browse.detail.published_on')}</dt>
                  <dd className="font-medium">
                    {formatDate(locale, listing.published_at, { dateStyle: 'long', ...env.zone })}
                  </dd>
                </div>
              ) : null}
              {hasRun ? (
                <div className="flex justify-between gap-3">
                  <dt className="text-slate-600">{t('browse.detail.online_until')}</dt>
                  <dd className="font-medium">
                    {formatDate(locale, listing.expires_at, { dateStyle: 'long', ...env.zone })}
                  </dd>
                </div>
              ) : null}
              <div className="flex justify-between gap-3">
                <dt className="text-slate-600">{t('browse.detail.views_label')}</dt>
                <dd className="font-medium tabular-nums">{formatNumber(locale, listing.views)}</dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt className="text-slate-600">{t('browse.detail.reference')}</dt>
                <dd className="font-medium tabular-nums">
                  {formatNumber(locale, listing.id, { useGrouping: false })}
                </dd>
              </div>
            </dl>
          </Card>
        </div>
      </div>
    </article>
  );
}

/**
 * /announcements/show/{slug} and /sales/show/{slug}. An old slug (the API followed its 301) or
 * the other platform's path is replaced by the listing's own address.
 */
export function ListingDetailView({ platform }: { platform: Platform }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const slug = useParams().slug ?? '';
  const { data: listing, error, isError, refetch } = useListing(slug);
  const moved = listing !== undefined && (listing.slug !== slug || listing.platform !== platform);

  useEffect(() => {
    if (!moved || !listing) return;
    // The answer is already here: kept under the new slug, it is not fetched (and counted) again.
    queryClient.setQueryData(listingQuery(locale, listing.slug).queryKey, listing);
    void navigate(detailPath(listing.platform, listing.slug), { replace: true });
  }, [moved, listing, locale, navigate, queryClient]);

  if (isNotFound(error)) return <ListingNotFound platform={platform} kind="listing" />;
  if (!listing) {
    return isError ? (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-red-900">
        <p className="mb-3">{t('browse.detail.error')}</p>
        <Button onClick={() => void refetch()}>{t('common.retry')}</Button>
      </div>
    ) : (
      <p role="status" className="py-16 text-center text-slate-500">
        {t('common.loading')}
      </p>
    );
  }
  if (moved) return null;
  return (
    <>
      <DetailBody listing={listing} />
      <RelatedListings listing={listing} />
    </>
  );
}
