import {
  adFirstInstalment,
  adPrice,
  type AdPlacement,
  type PriceDurationUnit,
} from '@portal/contract/advertisements-values';
import type { PAYMENT_TYPES } from '@portal/contract/listing-values';
import type { Settings } from '@portal/contract/settings';

export interface AdPriceQuote {
  amount: number;
  currencyCode: string;
  firstInstalment: number;
}

/**
 * What an order costs by the settings, the same arithmetic the order form shows
 * (advertisements-values.ts): null when the placement is not offered or not sold by that unit.
 * A full payment's first instalment is the whole amount.
 */
export function priceOrder(
  settings: Settings,
  order: {
    place: AdPlacement;
    unit: PriceDurationUnit;
    count: number;
    paymentType?: (typeof PAYMENT_TYPES)[number] | undefined;
  },
): AdPriceQuote | null {
  const ads = settings.advertisements;
  if (!ads.placements.includes(order.place) || !ads.price_duration_units.includes(order.unit)) return null;
  const amount = adPrice(ads.prices, order.place, order.unit, order.count);
  if (amount === null) return null;
  return {
    amount,
    currencyCode: ads.currency_code,
    firstInstalment:
      order.paymentType === 'partial' ? adFirstInstalment(amount, ads.partial_first_percent) : amount,
  };
}
