import { SALES_FIELDS, type ListingCard, type ListingDetail } from '@portal/contract/listings';

/**
 * Test listings as the API answers them (factories in the immich manner): a pending-free,
 * approved sale with no photo; overrides set what a test is about.
 */
export function listingCard(overrides: Partial<ListingCard> = {}): ListingCard {
  return {
    id: 11,
    platform: 'sales',
    slug: `item-${overrides.id ?? 11}`,
    title: 'Bicycle',
    status: 'approved',
    price_type: 'fixed',
    price: 100_000,
    price_min: null,
    price_max: null,
    currency_id: 'DZD',
    category: { id: 3, name: 'Phones' },
    region: { id: 16, name: 'Alger' },
    city: null,
    advertiser_characteristic: 'individual',
    cover: null,
    views: 0,
    published_at: '2026-11-20T08:00:00.000Z',
    expires_at: '2026-12-20T08:00:00.000Z',
    promoted: false,
    verified_business: false,
    ...overrides,
  };
}

export function listingDetail(overrides: Partial<ListingDetail> = {}): ListingDetail {
  const salesFields = Object.fromEntries(SALES_FIELDS.map((field) => [field, null]));
  return {
    ...listingCard(overrides),
    ...(salesFields as Pick<ListingDetail, (typeof SALES_FIELDS)[number]>),
    description: 'A description long enough for the form.',
    rejection_reason: null,
    promotion_key: null,
    sub_category: null,
    filter: null,
    address: null,
    professional_address: null,
    contact_time: null,
    duration_days: 30,
    rentability: null,
    validity_date: null,
    photos: [],
    is_owner: false,
    owner: { id: 9, name: 'Amina B', username: 'amina_b' },
    likes: 0,
    favorites: 0,
    has_phone: false,
    created_at: '2026-11-20T08:00:00.000Z',
    updated_at: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}
