import type { SavedSearch } from '@portal/contract/alerts';
import type { TFunction } from 'i18next';
import { SALES_FILTERS } from '@portal/contract/listing-values';
import type { Locale } from '@portal/contract/locale';
import { formatNumber, formatPrice } from '../../lib/format';
import { ADVERTISER_LABELS, PRICE_TYPE_LABELS } from '../../lib/listing-labels';
import { PLATFORM_LABELS } from '../listings/labels';

/**
 * A saved search's filters in the reader's words: platform, category, place, price range,
 * advertiser, price type, photos, and how many sales options (its words are shown apart, as
 * text the member wrote).
 */
export function filtersSummary(
  search: SavedSearch,
  t: TFunction,
  locale: Locale,
  currency: { code: string; minorUnits: number },
): string[] {
  const q = search.query;
  const parts: string[] = [];
  if (q.platform === 'sales' || q.platform === 'announcements') parts.push(t(PLATFORM_LABELS[q.platform]));
  if (search.names.category) parts.push(search.names.category);
  const place = [search.names.city, search.names.region].filter(Boolean).join(', ');
  if (place) parts.push(place);
  const money = (minor: string) => formatPrice(locale, Number(minor), q.currency ?? currency.code);
  if (q.price_min && q.price_max) parts.push(`${money(q.price_min)} – ${money(q.price_max)}`);
  else if (q.price_min) parts.push(t('alerts.summary.price_from', { price: money(q.price_min) }));
  else if (q.price_max) parts.push(t('alerts.summary.price_to', { price: money(q.price_max) }));
  if (q.advertiser && q.advertiser in ADVERTISER_LABELS) {
    parts.push(t(ADVERTISER_LABELS[q.advertiser as keyof typeof ADVERTISER_LABELS]));
  }
  if (q.price_type && q.price_type in PRICE_TYPE_LABELS) {
    parts.push(t(PRICE_TYPE_LABELS[q.price_type as keyof typeof PRICE_TYPE_LABELS]));
  }
  if (q.has_photos === 'true') parts.push(t('alerts.summary.with_photos'));
  const options = SALES_FILTERS.filter((key) => q[key] !== undefined).length;
  if (options > 0) {
    parts.push(t('alerts.summary.options', { count: options, formatted: formatNumber(locale, options) }));
  }
  return parts;
}
