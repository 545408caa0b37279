import { listingBodySchema, offeredFields, optionalFieldsOfPlatform } from '@portal/contract/listings';
import {
  ANNOUNCEMENT_CATEGORIES,
  OPTIONAL_FIELD_SEEDS,
  REGIONS,
  SALE_CATEGORIES,
  type CategorySeed,
} from '../../catalog/service';
import { describe, expect, it } from 'vitest';
import { composeDemoAds, DEMO_SELLERS } from './compose';

const ads = composeDemoAds();
const TREES = { sales: SALE_CATEGORIES, announcements: ANNOUNCEMENT_CATEGORIES } as const;

/** The chain category → sub-category (→ filter) of a slug under a top category. */
function chainOf(tree: CategorySeed[], top: string, at: string): CategorySeed[] | undefined {
  const category = tree.find((c) => c.slug === top);
  for (const sub of category?.children ?? []) {
    if (sub.slug === at) return [category!, sub];
    const filter = sub.children.find((f) => f.slug === at);
    if (filter) return [category!, sub, filter];
  }
  return undefined;
}

describe('the living demo’s ads', () => {
  it('are at least 300, mostly approved, in at least 20 wilayas and every top category of both platforms', () => {
    expect(ads.length).toBeGreaterThanOrEqual(300);
    expect(ads.filter((a) => a.state === 'approved').length).toBeGreaterThanOrEqual(300);
    expect(new Set(ads.map((a) => a.body.region_id)).size).toBeGreaterThanOrEqual(20);
    for (const [platform, tree] of Object.entries(TREES)) {
      const seen = new Set(ads.filter((a) => a.platform === platform).map((a) => a.top));
      expect([...seen].sort(), platform).toEqual(tree.map((c) => c.slug).sort());
    }
  });

  it('have photos on about 70 % of them, 1 to 4 each', () => {
    const withPhotos = ads.filter((a) => a.pictures.length > 0);
    expect(withPhotos.length / ads.length).toBeGreaterThan(0.62);
    expect(withPhotos.length / ads.length).toBeLessThan(0.78);
    for (const a of withPhotos) expect(a.pictures.length).toBeLessThanOrEqual(4);
  });

  it('mix languages (mostly Arabic and French), owners, advertiser and price types, and are not one template', () => {
    const share = (lang: string) => ads.filter((a) => a.language === lang).length / ads.length;
    expect(share('ar') + share('fr')).toBeGreaterThan(0.65);
    expect(share('dz')).toBeGreaterThan(0.05);
    expect(share('en')).toBeGreaterThan(0.03);
    expect(new Set(ads.map((a) => a.owner))).toEqual(new Set(Object.keys(DEMO_SELLERS)));
    expect(new Set(ads.map((a) => a.body.advertiser_characteristic)).size).toBe(3);
    expect(new Set(ads.map((a) => a.body.price_type))).toEqual(
      new Set(['fixed', 'negotiable', 'range', 'on_request']),
    );
    expect(new Set(ads.map((a) => a.body.title)).size).toBeGreaterThan(ads.length * 0.9);
    expect(new Set(ads.map((a) => a.body.description)).size).toBe(ads.length);
    expect(ads.some((a) => a.body.description.includes('Prix à débattre'))).toBe(true);
  });

  it('are valid listings of their branch: the contract’s schema, offered optional fields, a city of their wilaya', () => {
    for (const ad of ads) {
      const chain = chainOf(TREES[ad.platform], ad.top, ad.at);
      expect(chain, `${ad.top}/${ad.at}`).toBeDefined();
      const ids = { category_id: 1, sub_category_id: 2, ...(chain!.length === 3 ? { filter_id: 3 } : {}) };
      const parsed = listingBodySchema.safeParse({ ...ad.body, ...ids });
      expect(parsed.success, `${ad.body.title}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      const seeds = OPTIONAL_FIELD_SEEDS[ad.platform];
      const offered = offeredFields(
        ad.platform,
        chain!.map((c) => ({ optional_fields: seeds[c.slug] ?? null })),
      );
      for (const field of optionalFieldsOfPlatform(ad.platform)) {
        if (ad.body[field] !== undefined) expect(offered, `${ad.top}: ${field}`).toContain(field);
      }
      const region = REGIONS.find((r) => r.id === ad.body.region_id);
      expect(region?.cities.map((c) => c.slug)).toContain(ad.citySlug);
      // Prices are in minor units of dinars: whole dinars.
      for (const amount of [ad.body.price, ad.body.price_min, ad.body.price_max]) {
        if (amount != null) expect(amount % 100).toBe(0);
      }
    }
  });

  it('give the back office a few featured, refused and expired ones, the same on every run', () => {
    expect(ads.filter((a) => a.featuredForHours).length).toBeGreaterThanOrEqual(4);
    expect(ads.filter((a) => a.state === 'rejected').length).toBeGreaterThanOrEqual(3);
    expect(ads.filter((a) => a.state === 'rejected').every((a) => a.rejectionReason)).toBe(true);
    expect(ads.filter((a) => a.state === 'expired').length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...ads.map((a) => a.hoursAgo))).toBeLessThanOrEqual(60 * 24);
    expect(composeDemoAds().map((a) => a.body.title)).toEqual(ads.map((a) => a.body.title));
  });
});
