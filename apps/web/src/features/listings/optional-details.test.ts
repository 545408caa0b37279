import type { ListingInput } from '@portal/contract/listings';
import { describe, expect, it } from 'vitest';
import { withoutUnofferedFields } from './components/listing-form';

const sale = {
  platform: 'sales',
  title: 'Samsung Galaxy S21',
  description: 'Très bon état, avec sa boîte et son chargeur.',
  category_id: 3,
  price_type: 'fixed',
  price: 4_500_000,
  currency_id: 'DZD',
  region_id: 16,
  advertiser_characteristic: 'individual',
  duration_days: 30,
  photo_ids: [],
  rentability: true,
  has_delivery: true,
  sales_guarantee: 'specific',
  sales_guarantee_text: '6 mois',
  validity_date: '2099-01-01',
} as ListingInput;

describe('the posting form sends only the details the category offers', () => {
  it('leaves out the others (a draft or an older listing may hold some), the guarantee with its text', () => {
    const body = withoutUnofferedFields(sale, ['has_delivery']);
    expect(body).toMatchObject({ has_delivery: true, validity_date: '2099-01-01', title: sale.title });
    expect(body).not.toHaveProperty('rentability');
    expect(body).not.toHaveProperty('sales_guarantee');
    expect(body).not.toHaveProperty('sales_guarantee_text');
  });

  it('keeps every offered one', () => {
    expect(withoutUnofferedFields(sale, ['rentability', 'has_delivery', 'sales_guarantee'])).toEqual(sale);
  });
});
