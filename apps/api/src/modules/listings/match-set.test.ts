import { describe, expect, it } from 'vitest';
import { answerFromSet, buildMatchSet, CODED_COLUMNS, type MatchQuery, type MatchRow } from './match-set';

const NOW = Date.UTC(2026, 10, 25);

function row(
  id: number,
  values: Partial<Omit<MatchRow, 'coded'>> & { platform?: string; currency?: string },
): MatchRow {
  const coded = Object.fromEntries(CODED_COLUMNS.map((name) => [name, null])) as MatchRow['coded'];
  coded.platform = values.platform ?? 'sales';
  coded.currency = values.currency ?? 'DZD';
  return {
    id,
    category: values.category ?? 1,
    subCategory: values.subCategory ?? null,
    filter: values.filter ?? null,
    region: values.region ?? 16,
    city: values.city ?? null,
    sortPrice: values.sortPrice ?? 1000,
    publishedAt: values.publishedAt ?? 1e15,
    expiresAt: values.expiresAt ?? NOW + 1000,
    rankExact: values.rankExact ?? 0,
    rankMatch: values.rankMatch ?? 0,
    coded,
  };
}

const query = (q: Partial<MatchQuery>): MatchQuery => ({
  equal: [],
  sort: 'relevance',
  offset: 0,
  limit: 20,
  now: NOW,
  ...q,
});

describe('answerFromSet', () => {
  const set = buildMatchSet([
    row(1, { region: 16, city: 50, category: 1, subCategory: 10, rankExact: 0.5 }),
    row(2, { region: 16, city: 51, category: 2, subCategory: 20, rankExact: 0.5, publishedAt: 2e15 }),
    row(3, { region: 31, category: 1, subCategory: 11, rankMatch: 0.9, sortPrice: 5 }),
    row(4, { region: 31, category: 1, platform: 'announcements', currency: 'EUR' }),
    row(5, { region: 16, expiresAt: NOW - 1 }),
  ]);

  it('orders by exact rank, then rank, then newest, then id; leaves expired ones out', () => {
    expect(answerFromSet(set, query({})).page).toEqual([2, 1, 3, 4]);
    expect(answerFromSet(set, query({ sort: 'price_asc' })).page).toEqual([3, 4, 2, 1]);
    expect(answerFromSet(set, query({ sort: 'newest' })).page).toEqual([2, 4, 3, 1]);
    expect(answerFromSet(set, query({ offset: 1, limit: 2 })).page).toEqual([1, 3]);
  });

  it('lets each facet ignore its own choice', () => {
    const answer = answerFromSet(
      set,
      query({ region: 16, city: 50, category: { level: 'category', id: 1 }, children: 'subCategory' }),
    );
    expect(answer.total).toBe(1);
    expect(answer.page).toEqual([1]);
    // Categories ignore the category: both of region 16, city 50… only listing 1 is in city 50.
    expect(answer.categories).toEqual([{ id: 1, count: 1 }]);
    // Regions ignore region and city: every category-1 listing.
    expect(answer.regions).toEqual([
      { id: 31, count: 2 },
      { id: 16, count: 1 },
    ]);
    // Cities ignore the city, within the region and category.
    expect(answer.cities).toEqual([{ id: 50, count: 1 }]);
    expect(answer.children).toEqual([{ id: 10, count: 1 }]);
  });

  it('filters by coded columns and price, and a category that does not exist matches nothing', () => {
    expect(answerFromSet(set, query({ equal: [['currency', 'EUR']] })).page).toEqual([4]);
    expect(answerFromSet(set, query({ equal: [['currency', 'USD']] })).total).toBe(0);
    expect(answerFromSet(set, query({ priceMax: 10 })).page).toEqual([3]);
    const none = answerFromSet(set, query({ category: null }));
    expect(none.total).toBe(0);
    expect(none.categories).toEqual([
      { id: 1, count: 3 },
      { id: 2, count: 1 },
    ]);
  });
});
