import type { ListingDetail } from '@portal/contract/listings';
import { useTranslation } from '../../../lib/use-translation';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { useToggleLike, useViewerState } from '../api/viewer-state';
import { useLoginFirst } from '../use-login-first';
import { ThumbIcon } from './icons';

/**
 * The like toggle with the public count. The owner sees the count only (one cannot like one's
 * own listing); a visitor is sent to log in first.
 */
export function LikeButton({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const loginFirst = useLoginFirst();
  const state = useViewerState(listing.id);
  const toggle = useToggleLike(listing.id, listing.likes);
  const liked = state.data?.liked ?? false;
  const count = t('engagement.like.count', {
    count: listing.likes,
    formatted: formatNumber(locale, listing.likes),
  });

  if (listing.is_owner) {
    return (
      <p className="inline-flex items-center gap-2 px-1 py-2 text-sm text-slate-700" data-testid="like-count">
        <ThumbIcon />
        {count}
      </p>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={liked}
      // Not disabled while sending: a disabled button would drop the keyboard focus.
      onClick={() => loginFirst(() => (toggle.isPending ? undefined : toggle.mutate(!liked)))}
      aria-busy={toggle.isPending}
      data-testid="like-toggle"
      className={`inline-flex items-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold hover:bg-slate-50 ${liked ? 'border-brand-200 text-brand-800' : 'border-slate-300 text-slate-800'}`}
    >
      <ThumbIcon filled={liked} />
      <span>{t('engagement.like.action')}</span>
      <span className="font-normal text-slate-600" data-testid="like-count">
        {count}
      </span>
    </button>
  );
}
