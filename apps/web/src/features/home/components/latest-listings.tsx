import type { ListingCard as Card } from '@portal/contract/listings';
import { useTranslation } from '../../../lib/use-translation';
import { EmptyState } from '../../../ui/empty-state';
import { ListingCard } from '../../listings';
import { SectionHeading } from './section-heading';

/**
 * The newest listings of a platform, as its list page draws them (the cards and their slots).
 * Below the hero and the platforms: every cover loads lazily.
 */
export function LatestListings({
  id,
  title,
  to,
  cards,
}: {
  id: string;
  title: string;
  to: string;
  cards: readonly Card[];
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} data-testid={id}>
      <SectionHeading id={id} title={title} to={to} />
      {cards.length === 0 ? (
        <EmptyState title={t('home.latest_empty')} />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map((card) => (
            <li key={card.id}>
              <ListingCard card={card} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
