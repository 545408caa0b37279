import type { ListingCard } from '@portal/contract/listings';
import { useTranslation } from '../../../lib/use-translation';
import { useLocale } from '../../../lib/use-locale';
import { PRICE_TYPE_LABELS } from '../../../lib/listing-labels';
import { listingPriceText } from '../listing-price';

type Priced = Pick<ListingCard, 'price_type' | 'price' | 'price_min' | 'price_max' | 'currency_id'>;

/**
 * The price as a reader expects it: the amount (or range) formatted by Intl, "Negotiable"
 * beside a negotiable amount, and "Free" or "Price on request" when there is no amount.
 */
export function PriceTag({ listing, size = 'md' }: { listing: Priced; size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const amount = listingPriceText(locale, listing);
  const amountClass = size === 'lg' ? 'text-2xl font-bold text-brand-800' : 'font-bold text-brand-800';
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
      {amount ? (
        <span className={amountClass}>
          <bdi>{amount}</bdi>
        </span>
      ) : (
        <span className={amountClass}>{t(PRICE_TYPE_LABELS[listing.price_type])}</span>
      )}
      {amount && listing.price_type === 'negotiable' ? (
        <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
          {t(PRICE_TYPE_LABELS.negotiable)}
        </span>
      ) : null}
    </p>
  );
}
