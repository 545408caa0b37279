import type { FavoriteItem as Item } from '@portal/contract/engagement';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from '../../../ui/link';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { detailPath, ListingCover, ListingStatusBadge, PriceTag } from '../../listings';
import { useToggleFavorite } from '../api/favorites';

/**
 * One of my favorites: cover, title (a link while the listing is public), price, place, when I
 * saved it, and Remove. One that is no longer public says so, with its status.
 */
export function FavoriteItem({ item, onRemoved }: { item: Item; onRemoved: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const toggle = useToggleFavorite();
  const titleId = `favorite-${item.id}-title`;
  const place = item.city
    ? t('browse.card.city_region', { city: item.city.name, region: item.region.name })
    : item.region.name;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="favorite-item"
      data-available={item.available}
      className={`flex gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:gap-4 sm:p-4 ${item.available ? '' : 'opacity-80'}`}
    >
      <div className="w-24 shrink-0 self-start overflow-hidden rounded-lg sm:w-40">
        <ListingCover card={item} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={titleId} className="min-w-0 text-base font-semibold break-words text-slate-900">
            {item.available ? (
              <Link
                to={detailPath(item.platform, item.slug)}
                className="hover:text-brand-700 hover:underline"
              >
                <bdi>{item.title}</bdi>
              </Link>
            ) : (
              <bdi>{item.title}</bdi>
            )}
          </h3>
          {item.available ? null : <ListingStatusBadge status={item.status} />}
        </div>
        {item.available ? (
          <PriceTag listing={item} />
        ) : (
          <p
            className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800"
            data-testid="favorite-unavailable"
          >
            {t('engagement.favorites.unavailable')}
          </p>
        )}
        <p className="text-sm text-slate-600">
          <bdi>{place}</bdi> ·{' '}
          {t('engagement.favorites.saved_on', { date: formatDate(locale, item.favorited_at) })}
        </p>
        <div className="mt-auto pt-1">
          <button
            type="button"
            onClick={() => toggle.mutate({ id: item.id, on: false }, { onSuccess: onRemoved })}
            disabled={toggle.isPending}
            aria-busy={toggle.isPending}
            aria-describedby={titleId}
            data-testid="favorite-remove"
            className="rounded-lg border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
          >
            {t('engagement.favorites.remove')}
          </button>
        </div>
      </div>
    </article>
  );
}
