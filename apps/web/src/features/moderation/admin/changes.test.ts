import type { ListingDetail, ListingPhoto } from '@portal/contract/listings';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18next, initI18n } from '../../../lib/i18n';
import { listingDetail } from '../../../test/listings';
import { listingChanges } from './changes';
import '../../../back-office/strings';

beforeAll(async () => {
  await initI18n('en');
  // The Arabic case reads Arabic strings without switching the page to Arabic.
  await i18next.loadLanguages('ar');
});

const photo = (id: number, isCover = false): ListingPhoto => ({
  id,
  width: 800,
  height: 600,
  is_cover: isCover,
  urls: { thumbnail: `/t/${id}`, medium: `/m/${id}`, large: `/l/${id}` },
});

const published = listingDetail({
  id: 7,
  slug: 'velo-7',
  title: 'Vélo de course',
  price: 2_500_000,
  category: { id: 3, name: 'Vehicles' },
  sub_category: { id: 4, name: 'Bicycles' },
  photos: [photo(1, true), photo(2)],
  description: 'Un vélo de course en bon état, révisé.',
  owner: { id: 9, name: 'Amina B.', username: 'amina_b' },
});

const changesOf = (proposed: Partial<ListingDetail>, locale: 'en' | 'fr' | 'ar' = 'en') =>
  listingChanges(published, { ...published, ...proposed }, i18next.getFixedT(locale), locale);

describe('the changes of an edited listing', () => {
  it('is empty when nothing the public sees changed', () => {
    expect(changesOf({ updated_at: '2026-11-21T08:00:00.000Z', views: 12 })).toEqual([]);
  });

  it('renders each changed field as the public detail does, with its label', () => {
    expect(
      changesOf({
        title: 'Vélo de route',
        price: 2_200_000,
        region: { id: 31, name: 'Oran' },
        city: { id: 310, name: 'Bir El Djir' },
        sub_category: null,
        has_delivery: true,
        price_type: 'negotiable',
      }).map((c) => [c.field, c.label, c.before, c.after]),
    ).toEqual([
      ['title', 'Title', 'Vélo de course', 'Vélo de route'],
      ['price', 'Price', expect.stringContaining('25,000'), expect.stringContaining('22,000')],
      ['region', 'Wilaya', 'Alger', 'Oran'],
      ['city', 'City', '', 'Bir El Djir'],
      ['price_type', 'Price type', 'Fixed price', 'Negotiable'],
      ['has_delivery', 'Delivery', '', 'Yes'],
      ['sub_category', 'Sub-category', 'Bicycles', ''],
    ]);
  });

  it('says how many photos were added and removed, and a new order or cover', () => {
    const [change] = changesOf({ photos: [photo(1, true), photo(3), photo(4)] });
    expect(change).toEqual({
      field: 'photos',
      label: 'Photos',
      before: '2 photos',
      after: '3 photos · 2 added · 1 removed',
    });
    expect(changesOf({ photos: [photo(2, true), photo(1)] })[0]!.after).toBe(
      '2 photos · new order · new cover',
    );
  });

  it('speaks the page’s language, Arabic plurals included', () => {
    const [title, photos] = changesOf({ title: 'دراجة سباق', photos: [photo(1, true)] }, 'ar');
    expect(title).toMatchObject({ label: 'العنوان', after: 'دراجة سباق' });
    expect(photos).toMatchObject({ label: 'الصور', before: 'صورتان', after: 'صورة واحدة · حُذفت صورة' });
  });
});
