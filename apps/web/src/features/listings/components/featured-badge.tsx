import { useTranslation } from '../../../lib/use-translation';

/** "Featured" on a promoted listing (docs/decisions/016): a card, a detail page, the owner's list. */
export function FeaturedBadge() {
  const { t } = useTranslation();
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
      data-testid="featured-badge"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3.5" fill="currentColor">
        <path d="M12 2l2.9 6.6 7.1.6-5.4 4.7 1.6 7L12 17.3 5.8 21l1.6-7L2 9.2l7.1-.6z" />
      </svg>
      {t('promotions.badge')}
    </span>
  );
}
