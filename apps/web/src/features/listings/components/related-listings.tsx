import type { ListingCard as Card, ListingDetail } from '@portal/contract/listings';
import { useId } from 'react';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { useTranslation } from '../../../lib/use-translation';
import { useRelatedListings } from '../api/related-listings';
import { ListingCard } from './listing-card';
import { isolate } from '@portal/contract/bidi';

function RelatedSection({ title, cards, testId }: { title: string; cards: Card[]; testId: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4" data-testid={testId}>
      <h2 id={headingId} className="text-xl font-bold">
        {title}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map((card) => (
          <li key={card.id}>
            {/* Below the fold: covers load lazily (ListingCard's default). */}
            <ListingCard card={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Similar ads and the advertiser's other ads, below a listing's detail. Asked only for a public
 * listing, and only once the visitor scrolls toward them: the server draws the listing alone, a
 * page half the size (docs/decisions/054-related-ads-read-when-scrolled-to.md). A section with
 * nothing to show (none, still loading, failed) is left out.
 */
export function RelatedListings({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation();
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const wanted = near && listing.status === 'approved';
  const similar = useRelatedListings(listing.id, 'similar', wanted).data ?? [];
  const fromOwner = useRelatedListings(listing.id, 'from-owner', wanted).data ?? [];
  return (
    <div ref={ref} data-testid="related-listings">
      {similar.length > 0 || fromOwner.length > 0 ? (
        <div className="mt-10 space-y-10">
          {similar.length > 0 ? (
            <RelatedSection title={t('related.similar')} cards={similar} testId="related-similar" />
          ) : null}
          {fromOwner.length > 0 ? (
            <RelatedSection
              title={t('related.from_owner', { name: isolate(listing.owner.name) })}
              cards={fromOwner}
              testId="related-from-owner"
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
