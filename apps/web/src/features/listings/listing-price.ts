import type { ListingCard } from '@portal/contract/listings';
import type { Locale } from '@portal/contract/locale';
import { formatPrice } from '../../lib/format';

type Priced = Pick<ListingCard, 'price_type' | 'price' | 'price_min' | 'price_max' | 'currency_id'>;

/**
 * What a card or a detail page shows as the price: an amount formatted for the locale with
 * Intl, a range "min – max", or no amount (then the caller shows the price type's label:
 * free, on request). A negotiable price shows its amount; the label is added beside it.
 */
export function listingPriceText(locale: Locale, listing: Priced): string | null {
  const money = (amount: number) => formatPrice(locale, amount, listing.currency_id);
  switch (listing.price_type) {
    case 'fixed':
    case 'negotiable':
      return listing.price === null ? null : money(listing.price);
    case 'range':
      if (listing.price_min !== null && listing.price_max !== null) {
        return `${money(listing.price_min)} – ${money(listing.price_max)}`;
      }
      return listing.price_min !== null ? money(listing.price_min) : null;
    default:
      return null;
  }
}
