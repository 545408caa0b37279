import type { Platform } from '@portal/contract/catalog';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useFeaturedListings } from '../api/featured-listings';
import { ListingCard } from './listing-card';

/**
 * Up to four promoted listings of the platform (and category) above the results
 * (docs/decisions/016), in the order the API drew for this visit. Nothing while loading, on a
 * failure, or when none runs: the results below never wait for it.
 */
export function FeaturedStrip({ platform, categoryId }: { platform: Platform; categoryId: number | null }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { data } = useFeaturedListings(platform, categoryId);
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="space-y-3" data-testid="featured-strip">
      <h2 id={titleId} className="text-lg font-bold">
        {t('promotions.strip.title')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {data.map((card) => (
          <li key={card.id}>
            <ListingCard card={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}
