import type { AdPlacement } from '@portal/contract/advertisements-values';
import type { AdvertisementMailData } from '../../platform/mail/templates/advertisement';
import type { AdvertisementRow } from './queries';

/** What the mails about an order summarize, from its row (the price kept at ordering). */
export function adMailData(row: AdvertisementRow, name: string): AdvertisementMailData {
  return {
    name,
    title: row.name,
    place: row.place as AdPlacement,
    startDate: row.startDate,
    endDate: row.endDate,
    amount: row.amount,
    currencyCode: row.currencyCode,
  };
}
