import type { PriceHistoryEntry } from '@portal/contract/alerts';
import type { ListingDetail } from '@portal/contract/listings';
import { formatDate } from '../../../lib/format';
import { PRICE_TYPE_LABELS } from '../../../lib/listing-labels';
import { AfterHydration } from '../../../lib/render-env';
import { useLocale } from '../../../lib/use-locale';
import { useTranslation } from '../../../lib/use-translation';
import { listingPriceText } from '../../listings/listing-price';
import { usePriceHistory } from '../api/price-history';

/**
 * A listing's earlier prices under its price, for everyone, only once the price changed: a
 * small disclosure with each price and the day it was set, newest first. Fetched once the page
 * is live: the server's drawing of the page waits for nothing it rarely shows.
 */
export function PriceHistory({ listing }: { listing: ListingDetail }) {
  return (
    <AfterHydration>
      <PriceHistoryList listing={listing} />
    </AfterHydration>
  );
}

function PriceHistoryList({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const history = usePriceHistory(listing.id);
  const entries = history.data?.data ?? [];
  if (entries.length < 2) return null;
  const text = (entry: PriceHistoryEntry) =>
    listingPriceText(locale, {
      ...entry,
      price_type: entry.price_type as ListingDetail['price_type'],
      currency_id: entry.currency,
    }) ??
    t(PRICE_TYPE_LABELS[entry.price_type as keyof typeof PRICE_TYPE_LABELS] ?? PRICE_TYPE_LABELS.on_request);
  return (
    <details className="text-sm text-slate-700" data-testid="price-history">
      <summary className="cursor-pointer font-semibold text-brand-700">
        {t('alerts.price_history.title')}
      </summary>
      <ol className="mt-2 space-y-1 border-s-2 border-slate-200 ps-3">
        {[...entries].reverse().map((entry) => (
          <li key={entry.changed_at} className="flex flex-wrap gap-x-3">
            <time dateTime={entry.changed_at} className="text-slate-500">
              {formatDate(locale, entry.changed_at, { dateStyle: 'medium' })}
            </time>
            <span className="font-semibold">{text(entry)}</span>
          </li>
        ))}
      </ol>
    </details>
  );
}
