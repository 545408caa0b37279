import type { AdQuote, AdQuoteQuery } from '@portal/contract/advertisements';
import { adEndDate } from '@portal/contract/advertisements-values';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { getSettings } from '../settings/service';
import { adCapacity, adScope, freePlaces, orderDays } from './capacity';
import { priceOrder } from './pricing';

/**
 * GET /advertisements/quote: the price the server keeps for such an order (the same
 * computation as at ordering), and with a start date its end and whether every day has room.
 */
export async function quoteAdvertisement(db: Db, query: AdQuoteQuery): Promise<AdQuote> {
  const settings = await getSettings(db);
  const price = priceOrder(settings, {
    place: query.place,
    unit: query.duration_unit,
    count: query.duration_count,
    paymentType: query.payment_type,
  });
  if (!price) {
    throw new AppError('validation_failed', {
      fieldErrors: { duration_unit: ['validation.ad_not_offered'] },
    });
  }
  let endDate: string | null = null;
  let available: boolean | null = null;
  if (query.start_date) {
    const days = orderDays(query.start_date, query.duration_unit, query.duration_count);
    endDate = adEndDate(query.start_date, query.duration_unit, query.duration_count);
    const free = await freePlaces(db, {
      place: query.place,
      scope: adScope({
        place: query.place,
        categoryId: query.category_id,
        mainBranchId: query.main_branch_id,
      }),
      capacity: adCapacity(settings, query.place),
      from: query.start_date,
      count: days.length,
    });
    available = free.every((d) => d.free > 0);
  }
  return {
    amount: price.amount,
    currency_code: price.currencyCode,
    first_instalment: price.firstInstalment,
    end_date: endDate,
    available,
  };
}
