import type { ListingDetail } from '@portal/contract/listings';
import { describe, expect, it } from 'vitest';
import { detailRows } from './detail-rows';

const t = (key: string, options?: Record<string, unknown>) =>
  options?.formatted ? `${key}:${String(options.formatted)}` : key;

const listing = {
  category: { id: 1, name: 'Phones' },
  sub_category: null,
  filter: null,
  price_type: 'fixed',
  advertiser_characteristic: 'individual',
  rentability: null,
  contact_time: null,
  duration_days: 30,
  validity_date: null,
  address: null,
  professional_address: null,
} as unknown as ListingDetail;

describe('the detail page’s rows', () => {
  it('shows the publication length to the owner only, not to a buyer', () => {
    const fields = (isOwner: boolean) =>
      detailRows({ ...listing, is_owner: isOwner }, t, 'fr').map((r) => r.field);
    expect(fields(true)).toContain('duration_days');
    expect(fields(false)).not.toContain('duration_days');
  });
});
