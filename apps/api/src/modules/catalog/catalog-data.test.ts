import { MAX_CATEGORY_DEPTH, PLATFORMS } from '@portal/contract/catalog';
import { SLUG_PATTERN } from '@portal/contract/catalog-admin';
import { CATEGORY_ICONS } from '@portal/contract/catalog-icons';
import { LOCALES, type LocalizedText } from '@portal/contract/locale';
import { describe, expect, it } from 'vitest';
import { optionalFieldsOfPlatform } from '@portal/contract/listings';
import { CURRENCIES } from './seed-data/currencies';
import { OPTIONAL_FIELD_SEEDS } from './seed-data/optional-fields';
import { REGIONS } from './seed-data/regions';
import type { CategorySeed } from './seed-data/types';
import { CATEGORY_SEEDS } from './seed-catalog';

const ARABIC_LETTER = /[\u0621-\u064A]/;

interface Entry {
  node: CategorySeed;
  depth: number;
  path: string;
}
function entriesOf(nodes: CategorySeed[], depth = 0, path = ''): Entry[] {
  return nodes.flatMap((node) => {
    const here = `${path}/${node.slug}`;
    return [{ node, depth, path: here }, ...entriesOf(node.children, depth + 1, here)];
  });
}

/** Non-empty, trimmed names; Arabic letters in Arabic only. */
function expectGoodNames(names: LocalizedText, where: string): void {
  for (const locale of LOCALES) {
    const name = names[locale];
    expect(name.trim(), `${where} ${locale}`).not.toBe('');
    expect(name, `${where} ${locale}`).toBe(name.trim());
    expect(name, `${where} ${locale}`).not.toMatch(/\s{2}/);
  }
  expect(names.ar, `${where} ar`).toMatch(ARABIC_LETTER);
  expect(names.fr, `${where} fr`).not.toMatch(ARABIC_LETTER);
  expect(names.en, `${where} en`).not.toMatch(ARABIC_LETTER);
}

describe('catalog seed data', () => {
  describe.each(PLATFORMS)('%s categories', (platform) => {
    const roots = CATEGORY_SEEDS[platform];
    const entries = entriesOf(roots);

    it('names every node in ar, fr and en', () => {
      for (const { node, path } of entries) expectGoodNames(node.names, path);
    });

    it('has slugs unique within the platform, in kebab-case', () => {
      const slugs = entries.map((e) => e.node.slug);
      expect(slugs.filter((s, i) => slugs.indexOf(s) !== i)).toEqual([]);
      for (const slug of slugs) expect(slug).toMatch(SLUG_PATTERN);
    });

    it('gives siblings distinct names in each language', () => {
      for (const parent of [{ children: roots } as CategorySeed, ...entries.map((e) => e.node)]) {
        for (const locale of LOCALES) {
          const names = parent.children.map((c) => c.names[locale].toLowerCase());
          expect(
            names.filter((n, i) => names.indexOf(n) !== i),
            `${parent.slug} ${locale}`,
          ).toEqual([]);
        }
      }
    });

    it('is category → sub-category → filter: 8+ categories of 3–6 sub-categories, filters by 2–5', () => {
      expect(roots.length).toBeGreaterThanOrEqual(8);
      for (const { node, depth, path } of entries) {
        expect(depth, path).toBeLessThanOrEqual(MAX_CATEGORY_DEPTH);
        if (depth === 0) {
          expect(node.children.length, path).toBeGreaterThanOrEqual(3);
          expect(node.children.length, path).toBeLessThanOrEqual(6);
        }
        if (depth === 1 && node.children.length > 0) {
          expect(node.children.length, path).toBeGreaterThanOrEqual(2);
          expect(node.children.length, path).toBeLessThanOrEqual(5);
        }
        // Categories and sub-categories carry an icon name; filters none.
        if (depth < MAX_CATEGORY_DEPTH) expect(node.icon, path).toMatch(SLUG_PATTERN);
        else expect(node.icon, path).toBeNull();
      }
      const withFilters = entries.filter((e) => e.depth === 1 && e.node.children.length > 0);
      expect(withFilters.length).toBeGreaterThanOrEqual(10);
    });
  });

  describe('regions', () => {
    it('are the 58 wilayas, by official code, with unique slugs', () => {
      expect(REGIONS.map((r) => r.id)).toEqual(Array.from({ length: 58 }, (_, i) => i + 1));
      const slugs = REGIONS.map((r) => r.slug);
      expect(new Set(slugs).size).toBe(58);
      for (const slug of slugs) expect(slug).toMatch(SLUG_PATTERN);
      const names = REGIONS.map((r) => r.names.ar);
      expect(new Set(names).size).toBe(58);
    });

    it('name every wilaya and city in ar, fr and en; the capital first, slugs unique per wilaya', () => {
      for (const region of REGIONS) {
        expectGoodNames(region.names, region.slug);
        expect(region.cities.length).toBeGreaterThanOrEqual(1);
        expect(region.cities[0]!.slug).toBe(region.slug);
        const slugs = region.cities.map((c) => c.slug);
        expect(new Set(slugs).size, region.slug).toBe(slugs.length);
        for (const city of region.cities) {
          expect(city.slug).toMatch(SLUG_PATTERN);
          expectGoodNames(city.names, `${region.slug}/${city.slug}`);
        }
      }
    });

    it('spell well-known wilayas as they are officially written', () => {
      const byId = new Map(REGIONS.map((r) => [r.id, r.names]));
      expect(byId.get(1)).toEqual({ ar: 'أدرار', fr: 'Adrar', en: 'Adrar' });
      expect(byId.get(16)).toEqual({ ar: 'الجزائر', fr: 'Alger', en: 'Algiers' });
      expect(byId.get(25)).toEqual({ ar: 'قسنطينة', fr: 'Constantine', en: 'Constantine' });
      expect(byId.get(31)).toEqual({ ar: 'وهران', fr: 'Oran', en: 'Oran' });
      expect(byId.get(47)?.fr).toBe('Ghardaïa');
      expect(byId.get(49)?.fr).toBe('Timimoun');
      expect(byId.get(58)?.fr).toBe('El Meniaa');
    });
  });

  describe('currencies', () => {
    it('are DZD (the one default), EUR and USD, named in ar, fr and en', () => {
      expect(CURRENCIES.map((c) => c.code)).toEqual(['DZD', 'EUR', 'USD']);
      expect(CURRENCIES.filter((c) => c.isDefault).map((c) => c.code)).toEqual(['DZD']);
      for (const currency of CURRENCIES) {
        expect(currency.code).toMatch(/^[A-Z]{3}$/);
        expect(currency.minorUnits).toBe(2);
        expect(currency.symbol).not.toBe('');
        expectGoodNames(currency.names, currency.code);
      }
    });
  });

  it('chooses every icon from the list an admin picks from (contract catalog-icons.ts)', () => {
    const used = new Set(
      PLATFORMS.flatMap((platform) => entriesOf(CATEGORY_SEEDS[platform]).map((e) => e.node.icon)),
    );
    used.delete(null);
    expect(
      [...used].filter((icon) => !(CATEGORY_ICONS as readonly (string | null)[]).includes(icon)),
    ).toEqual([]);
    expect([...CATEGORY_ICONS]).toEqual([...CATEGORY_ICONS].sort());
  });
});

describe('seeded optional details of categories', () => {
  it('names seeded categories of the platform, and details its listings have', () => {
    for (const platform of PLATFORMS) {
      const slugs = new Set(entriesOf(CATEGORY_SEEDS[platform]).map((entry) => entry.node.slug));
      for (const [slug, fields] of Object.entries(OPTIONAL_FIELD_SEEDS[platform])) {
        expect(slugs.has(slug), `${platform}/${slug}`).toBe(true);
        for (const field of fields) expect(optionalFieldsOfPlatform(platform), slug).toContain(field);
      }
    }
  });
});
