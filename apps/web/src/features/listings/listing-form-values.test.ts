import { listingBodySchema } from '@portal/contract/listings';
import type { Settings } from '@portal/contract/settings';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import {
  blankListingValues,
  formatAmount,
  listingResolver,
  toListingBody,
  type ListingFormValues,
} from './listing-form-values';

const settings = {
  announcements: { default_duration_days: 30, durations_days: [7, 30], max_photos: 10, max_photo_mb: 10 },
} as unknown as Settings;

const filled = () => ({
  ...blankListingValues(settings, 'DZD'),
  title: 'Samsung Galaxy S21',
  description: 'Very good condition, with its box and charger.',
  category_id: '3',
  region_id: '16',
  price: '1 500,50',
});

describe('formatAmount', () => {
  it('writes minor units back in units without trailing zeros', () => {
    expect(formatAmount(150050, 2)).toBe('1500.5');
    expect(formatAmount(150000, 2)).toBe('1500');
    expect(formatAmount(5, 2)).toBe('0.05');
    expect(formatAmount(null, 2)).toBe('');
  });
});

describe('toListingBody', () => {
  it('builds a body the contract accepts, money in minor units', () => {
    const { body, badAmounts } = toListingBody(filled(), 'sales', 2);
    expect(badAmounts).toEqual([]);
    expect(body).toMatchObject({ price: 150050, currency_id: 'DZD', category_id: 3, region_id: 16 });
    expect(listingBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends only the prices of the price type', () => {
    const range = { ...filled(), price_type: 'range' as const, price_min: '100', price_max: '200' };
    expect(toListingBody(range, 'sales', 2).body).toMatchObject({
      price: null,
      price_min: 10000,
      price_max: 20000,
    });
    const free = { ...filled(), price_type: 'free' as const };
    expect(toListingBody(free, 'sales', 2).body).toMatchObject({
      price: null,
      price_min: null,
      price_max: null,
    });
  });

  it('leaves the sales fields out of an announcement', () => {
    const values = { ...filled(), has_delivery: 'yes' as const, selling_style: 'retail' };
    expect(toListingBody(values, 'announcements', 2).body).not.toHaveProperty('has_delivery');
    expect(toListingBody(values, 'sales', 2).body).toMatchObject({
      has_delivery: true,
      selling_style: 'retail',
    });
  });

  it('lists amounts it cannot read', () => {
    expect(toListingBody({ ...filled(), price: 'cheap' }, 'sales', 2).badAmounts).toEqual(['price']);
  });

  it('keeps the cover only when it is one of the photos', () => {
    const photos = [
      { id: 4, name: 'a.png', url: '/a' },
      { id: 9, name: 'b.png', url: '/b' },
    ];
    expect(toListingBody({ ...filled(), photos, cover_photo_id: 9 }, 'sales', 2).body).toMatchObject({
      photo_ids: [4, 9],
      cover_photo_id: 9,
    });
    expect(toListingBody({ ...filled(), photos, cover_photo_id: 7 }, 'sales', 2).body).not.toHaveProperty(
      'cover_photo_id',
    );
  });

  it('sends the chosen promotion, null for none (a draft from before promotions too)', () => {
    const key = (promotion_key: string | undefined) =>
      toListingBody({ ...filled(), promotion_key } as ReturnType<typeof filled>, 'sales', 2).body
        .promotion_key;
    expect(key('featured')).toBe('featured');
    expect(key('')).toBeNull();
    expect(key(undefined)).toBeNull();
    expect(listingBodySchema.safeParse(toListingBody(filled(), 'sales', 2).body).success).toBe(true);
  });
});

describe('listingResolver', () => {
  const resolve = listingResolver({
    platform: 'announcements',
    locale: 'fr',
    currencies: [],
    badAmountMessage: '?',
  });
  const options: ResolverOptions<ListingFormValues> = { fields: {}, shouldUseNativeValidation: false };

  it('applies the contract’s text rule before sending: invisible characters neither count nor stay', async () => {
    const empty = await resolve({ ...filled(), title: '\u200B'.repeat(6) }, undefined, options);
    expect(empty.errors.title?.message).toBe('Longueur minimale : 5 caractères.');

    const spoofed = await resolve(
      { ...filled(), title: '\u202Egnp.exe Galaxy S21\u200F' },
      undefined,
      options,
    );
    expect(spoofed.errors).toEqual({});
    expect((spoofed.values as { title: string }).title).toBe('gnp.exe Galaxy S21');

    const nul = await resolve(
      { ...filled(), description: `${filled().description}\u0000` },
      undefined,
      options,
    );
    expect(nul.errors.description?.message).toBe('Ce texte contient des caractères non autorisés.');
  });
});
