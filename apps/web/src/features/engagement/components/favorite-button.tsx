import { useTranslation } from '../../../lib/use-translation';
import { useFavoriteIds, useToggleFavorite } from '../api/favorites';
import { useCurrentUser } from '../../auth/api';
import { useLoginFirst } from '../use-login-first';
import { HeartIcon } from './icons';

/**
 * Saves a listing to my favorites or takes it out (a toggle button, aria-pressed). A visitor
 * is sent to the login screen and comes back here. On cards it is a round icon over the cover;
 * on the detail page it carries its label.
 */
export function FavoriteButton(props: FavoriteProps) {
  // A visitor's button only leads to the login screen: it needs neither the favourites nor
  // the saving (a list page draws one per card, for visitors most of all).
  return useCurrentUser() ? <MemberFavoriteButton {...props} /> : <VisitorFavoriteButton {...props} />;
}

interface FavoriteProps {
  listingId: number;
  title: string;
  variant: 'card' | 'detail';
}

function VisitorFavoriteButton(props: FavoriteProps) {
  const loginFirst = useLoginFirst();
  // The props are spread last: see ui/link.tsx on spreading before other properties.
  return <FavoriteToggle on={false} onClick={() => loginFirst(() => undefined)} {...props} />;
}

function MemberFavoriteButton(props: FavoriteProps) {
  const on = useFavoriteIds().has(props.listingId);
  const toggle = useToggleFavorite();
  return (
    <FavoriteToggle on={on} onClick={() => toggle.mutate({ id: props.listingId, on: !on })} {...props} />
  );
}

function FavoriteToggle({
  title,
  variant,
  on,
  onClick,
}: FavoriteProps & { on: boolean; onClick: () => void }) {
  const { t } = useTranslation();

  if (variant === 'card') {
    return (
      <button
        type="button"
        aria-pressed={on}
        aria-label={t('engagement.favorite.card_label', { title })}
        onClick={onClick}
        data-testid="favorite-toggle"
        className={`relative z-10 flex size-10 items-center justify-center rounded-full bg-white/90 shadow-sm ring-1 ring-slate-200 hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${on ? 'text-red-600' : 'text-slate-700'}`}
      >
        <HeartIcon filled={on} />
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={onClick}
      data-testid="favorite-toggle"
      className={`inline-flex items-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold hover:bg-slate-50 ${on ? 'border-red-200 text-red-700' : 'border-slate-300 text-slate-800'}`}
    >
      <HeartIcon filled={on} />
      {on ? t('engagement.favorite.saved') : t('engagement.favorite.save')}
    </button>
  );
}
