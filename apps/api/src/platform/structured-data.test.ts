import { describe, expect, it } from 'vitest';
import {
  article,
  breadcrumbList,
  decimalPrice,
  localBusiness,
  organization,
  product,
} from './structured-data';

/** Google's rich results: the properties each type requires. */
const REQUIRED = {
  Product: ['name'],
  Offer: ['price', 'priceCurrency'],
  AggregateOffer: ['lowPrice', 'priceCurrency'],
  BreadcrumbList: ['itemListElement'],
  LocalBusiness: ['name', 'address'],
  Organization: ['name', 'url'],
  NewsArticle: ['headline', 'image', 'datePublished'],
} as const;

function expectRequired(data: Record<string, unknown>, type: keyof typeof REQUIRED) {
  expect(data['@type']).toBe(type);
  for (const key of REQUIRED[type]) expect(data[key], `${type}.${key}`).toBeDefined();
}

const base = {
  name: 'Vélo de ville',
  description: 'Révisé, avec panier.',
  url: 'https://portal.example/sales/show/velo?lang=fr',
  images: ['https://portal.example/api/v1/listings/photos/a.webp'],
  sku: '12',
  currency: 'DZD',
  validUntil: new Date('2026-12-31T10:00:00Z'),
  seller: { type: 'Person' as const },
};

describe('structured data', () => {
  it('writes prices as schema.org numbers from minor units', () => {
    expect(decimalPrice(1_500_000, 2)).toBe('15000');
    expect(decimalPrice(150_050, 2)).toBe('1500.5');
    expect(decimalPrice(5, 2)).toBe('0.05');
    expect(decimalPrice(1234, 0)).toBe('1234');
    expect(decimalPrice(1_234_567, 3)).toBe('1234.567');
  });

  it('a listing with one price: Product with an Offer in stock until its expiry', () => {
    const data = product({ ...base, price: { kind: 'one', amount: '15000' } });
    expectRequired(data, 'Product');
    const offer = data.offers as Record<string, unknown>;
    expectRequired(offer, 'Offer');
    expect(offer).toMatchObject({
      availability: 'https://schema.org/InStock',
      priceValidUntil: '2026-12-31',
      seller: { '@type': 'Person' },
    });
    expect(data.image).toEqual(base.images);
  });

  it('a price range is an AggregateOffer; a price on request has no offer (none is invented)', () => {
    const range = product({ ...base, price: { kind: 'range', low: '100', high: '250' } });
    expectRequired(range.offers as Record<string, unknown>, 'AggregateOffer');
    expect(range.offers).toMatchObject({ highPrice: '250', offerCount: 1 });
    const none = product({ ...base, images: [], price: { kind: 'none' } });
    expect(none).not.toHaveProperty('offers');
    expect(none).not.toHaveProperty('image');
  });

  it('a trail counts its positions from 1', () => {
    const data = breadcrumbList([
      { name: 'Accueil', url: 'https://p/home' },
      { name: 'Ventes', url: 'https://p/sales' },
    ]);
    expectRequired(data, 'BreadcrumbList');
    expect((data.itemListElement as { position: number }[]).map((item) => item.position)).toEqual([1, 2]);
  });

  it('the organization leaves out what the settings leave empty', () => {
    const data = organization({
      name: 'Portail',
      url: 'https://p/home',
      logo: 'https://p/build/og-image.png',
      email: '',
      phone: '',
      address: '',
      sameAs: [],
    });
    expectRequired(data, 'Organization');
    expect(Object.keys(data).sort()).toEqual(['@context', '@type', 'logo', 'name', 'url']);
  });

  it('a branch: its postal address, phones and opening hours', () => {
    const data = localBusiness({
      name: 'Agence d’Oran',
      url: 'https://p/contact-us',
      image: 'https://p/build/og-image.png',
      streetAddress: '12 boulevard de la Soummam',
      locality: 'Oran',
      phones: ['+213 41 00 00 00', '+213 550 00 00 00'],
      hours: [{ days: ['Sunday', 'Monday'], opens: '08:00', closes: '16:30' }],
    });
    expectRequired(data, 'LocalBusiness');
    expect(data.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '12 boulevard de la Soummam',
      addressLocality: 'Oran',
      addressCountry: 'DZ',
    });
    expect(data.telephone).toBe('+213 41 00 00 00');
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Sunday', 'Monday'],
        opens: '08:00',
        closes: '16:30',
      },
    ]);
  });

  it('an article: headline cut at 110 characters, dates in ISO 8601, its language and publisher', () => {
    const data = article({
      type: 'NewsArticle',
      headline: 'خبر '.repeat(40),
      url: 'https://p/news/3?lang=ar',
      images: ['https://p/media/cover.webp'],
      datePublished: new Date('2026-11-20T08:00:00Z'),
      dateModified: new Date('2026-11-21T09:30:00Z'),
      locale: 'ar',
      publisher: { name: 'بوابة', logo: 'https://p/build/og-image.png', url: 'https://p/home' },
    });
    expectRequired(data, 'NewsArticle');
    expect([...(data.headline as string)].length).toBe(110);
    expect(data).toMatchObject({
      datePublished: '2026-11-20T08:00:00.000Z',
      dateModified: '2026-11-21T09:30:00.000Z',
      inLanguage: 'ar',
      publisher: { '@type': 'Organization', logo: { '@type': 'ImageObject' } },
    });
  });
});
