import type { ListingCard as Card } from '@portal/contract/listings';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from '../../../ui/link';
import { formatDate, formatRelativeTime } from '../../../lib/format';
import { useFormatEnv } from '../../../lib/render-env';
import { useLocale } from '../../../lib/use-locale';
import { detailPath } from '../labels';
import { useListingSlots } from '../listing-slots';
import { FeaturedBadge } from './featured-badge';
import { PriceTag } from './price-tag';
import { UserText } from '../../../ui/user-text';
import { VerifiedBusinessBadge } from '../../../ui/verified-business-badge';

/** Phones show a small square beside the text; from sm, cards stack in two then three columns. */
const CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 640px) 50vw, 128px';

export function ListingCover({ card, eager }: { card: Card; eager?: boolean }) {
  const { cover } = card;
  if (!cover) {
    return (
      <div
        className="flex aspect-square w-full items-center justify-center bg-slate-100 text-slate-400 sm:aspect-[4/3]"
        aria-hidden="true"
      >
        <svg viewBox="0 0 24 24" className="size-10" fill="none" stroke="currentColor" strokeWidth="1.5">
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <path d="M3 16l5-5 4 4 3-3 6 6" strokeLinejoin="round" />
          <circle cx="15.5" cy="9.5" r="1.5" />
        </svg>
      </div>
    );
  }
  return (
    <img
      src={cover.urls.thumbnail}
      // thumbnail is 320 px wide and medium 800 px (contract: listingPhotoSchema).
      srcSet={`${cover.urls.thumbnail} 320w, ${cover.urls.medium} 800w`}
      sizes={CARD_SIZES}
      alt=""
      width={cover.width}
      height={cover.height}
      // The first cards are the page's largest paint: they load at once, the rest on scroll.
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      className="aspect-square h-auto w-full bg-slate-100 object-cover sm:aspect-[4/3]"
    />
  );
}

/**
 * One listing in a list: cover, title, price, place and how long ago it was published. The
 * whole card is one link named by the title; the rest is read after it.
 */
export function ListingCard({ card, eager }: { card: Card; eager?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const env = useFormatEnv();
  const { cardAction } = useListingSlots();
  const place = card.city
    ? t('browse.card.city_region', { city: card.city.name, region: card.region.name })
    : card.region.name;
  return (
    <article
      className="group relative flex h-full flex-row overflow-hidden sm:flex-col rounded-2xl border border-slate-200 bg-white shadow-xs transition hover:border-brand-600 hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-700"
      data-testid="listing-card"
    >
      <div className="relative w-32 shrink-0 sm:w-full">
        <ListingCover card={card} eager={eager} />
        {cardAction ? <div className="absolute end-1.5 top-1.5">{cardAction(card)}</div> : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <p className="flex flex-wrap items-center gap-2 text-xs font-semibold text-brand-700">
          {card.category.name}
          {card.promoted ? <FeaturedBadge /> : null}
          {card.verified_business ? <VerifiedBusinessBadge /> : null}
        </p>
        <UserText as="h3" className="line-clamp-2 font-semibold text-slate-900">
          <Link
            to={detailPath(card.platform, card.slug)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {card.title}
          </Link>
        </UserText>
        <PriceTag listing={card} />
        <p className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-1 pt-2 text-sm text-slate-600">
          <span className="flex items-center gap-1">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-4 shrink-0"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M12 21s-7-6.2-7-11a7 7 0 0114 0c0 4.8-7 11-7 11z" strokeLinejoin="round" />
              <circle cx="12" cy="10" r="2.5" />
            </svg>
            <span className="sr-only">{t('browse.card.place')}</span>
            <bdi>{place}</bdi>
          </span>
          <time
            dateTime={card.published_at}
            title={formatDate(locale, card.published_at, {
              dateStyle: 'long',
              timeStyle: 'short',
              ...env.zone,
            })}
          >
            {formatRelativeTime(locale, card.published_at, env.now)}
          </time>
        </p>
      </div>
    </article>
  );
}
