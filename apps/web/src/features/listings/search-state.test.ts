import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  browseParamsOfApiQuery,
  savedSearchQueryOf,
  changeBrowseState,
  EMPTY_STATE,
  effectiveSort,
  lastPage,
  pageWindow,
  parsePriceFilter,
  parseBrowseState,
  serializeBrowseState,
  toApiQuery,
  type BrowseState,
} from './search-state';

const parse = (query: string) => parseBrowseState(new URLSearchParams(query));
const roundTrip = (query: string) => serializeBrowseState(parse(query)).toString();

describe('URL → state', () => {
  it('reads an empty query as no filter, page 1, default sort', () => {
    expect(parse('')).toEqual(EMPTY_STATE);
  });

  it('reads every filter', () => {
    expect(
      parse(
        'q=%20tracteur%20&platform=sales&category=12&region=16&city=1601&min=1500&max=2500.5&currency=EUR&advertiser=store&price_type=negotiable&photos=1&sort=price_desc&page=3',
      ),
    ).toEqual<BrowseState>({
      q: 'tracteur',
      platform: 'sales',
      category: 12,
      region: 16,
      city: 1601,
      priceMin: 1500,
      priceMax: 2500.5,
      currency: 'EUR',
      advertiser: 'store',
      priceType: 'negotiable',
      hasPhotos: true,
      sort: 'price_desc',
      page: 3,
      sales: {},
    });
  });

  it('reads the sales options under their API names, dropping values the contract refuses', () => {
    const state = parse(
      'payment_method=cash&has_delivery=true&selling_style=bulk&mobility=1&sales_source=imported',
    );
    expect(state.sales).toEqual({ payment_method: 'cash', has_delivery: 'true', sales_source: 'imported' });
    expect(roundTrip('sales_source=imported&payment_method=cash')).toBe(
      'payment_method=cash&sales_source=imported',
    );
    expect(activeFilterCount(state)).toBe(3);
  });

  it('sends the sales options to the API on sales only, and forgets them when leaving sales', () => {
    const state = parse('platform=sales&payment_method=cash&documentation=true');
    expect(toApiQuery(state)).toMatchObject({ payment_method: 'cash', documentation: 'true' });
    expect(toApiQuery(state, { platform: 'announcements' })).not.toHaveProperty('payment_method');
    expect(changeBrowseState(state, { platform: 'announcements' }).sales).toEqual({});
    expect(changeBrowseState(state, { region: 16 }).sales).toEqual(state.sales);
  });

  it.each([
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['page=10000', { page: 1 }],
    ['page=501', { page: 1 }],
    ['region=0', { region: null }],
    ['region=1e3', { region: null }],
    ['region=99999999999', { region: null }],
    ['city=5', { city: null }],
    ['category=5', { category: null }],
    ['platform=jobs&category=5', { platform: null, category: null }],
    ['currency=eur', { currency: null }],
    ['advertiser=robot', { advertiser: null }],
    ['price_type=cheap', { priceType: null }],
    ['photos=true', { hasPhotos: false }],
    ['sort=random', { sort: null }],
    ['sort=relevance', { sort: null }],
    ['min=12abc&max=-5', { priceMin: null, priceMax: null }],
  ] as const)('drops a malformed value: %s', (query, expected) => {
    expect(parse(query)).toEqual({ ...EMPTY_STATE, ...expected });
  });

  it('keeps relevance when there are words, and swaps a backwards price range', () => {
    expect(parse('q=sofa&sort=relevance').sort).toBe('relevance');
    expect(parse('min=900&max=100')).toMatchObject({ priceMin: 100, priceMax: 900 });
  });

  it('caps the text at the length the API accepts', () => {
    expect(parse(`q=${'a'.repeat(300)}`).q).toHaveLength(200);
  });

  it('reads amounts with a comma or a point', () => {
    expect(parsePriceFilter('1500,75')).toBe(1500.75);
    expect(parsePriceFilter(' 20.5 ')).toBe(20.5);
    expect(parsePriceFilter('1.2.3')).toBeNull();
    expect(parsePriceFilter('')).toBeUndefined();
    expect(parsePriceFilter('1.234')).toBeNull();
  });

  it('reads amounts typed in Arabic-Indic or Persian digits, as the posting form does', () => {
    expect(parsePriceFilter('١٥٠٠')).toBe(1500);
    expect(parsePriceFilter('١٥٠٠٫٧٥')).toBe(1500.75);
    expect(parsePriceFilter('۱۵۰۰')).toBe(1500);
    expect(parsePriceFilter('1 500')).toBe(1500);
    expect(parse('min=١٥٠٠&max=٢٠٠٠')).toMatchObject({ priceMin: 1500, priceMax: 2000 });
    expect(parse('min=abc')).toMatchObject({ priceMin: null });
  });
});

describe('state → URL', () => {
  it('leaves defaults out, so an untouched list has a clean URL', () => {
    expect(serializeBrowseState(EMPTY_STATE).toString()).toBe('');
  });

  it('writes keys in one order whatever order they came in', () => {
    expect(roundTrip('page=2&photos=1&region=16&q=vélo')).toBe('q=v%C3%A9lo&region=16&photos=1&page=2');
  });

  it('round-trips every filter', () => {
    const query =
      'q=tracteur&platform=sales&category=12&region=16&city=1601&min=1500&max=2500.5&currency=EUR&advertiser=store&price_type=negotiable&photos=1&sort=price_desc&page=3';
    expect(roundTrip(query)).toBe(query);
  });

  it('round-trips Arabic text', () => {
    expect(parse(serializeBrowseState({ ...EMPTY_STATE, q: 'سيارة للبيع' }).toString()).q).toBe(
      'سيارة للبيع',
    );
  });
});

describe('changing the state', () => {
  const state = parse('q=sofa&region=16&city=1601&page=4&sort=relevance&platform=sales&category=3');

  it('starts again from page 1 on any change but the page', () => {
    expect(changeBrowseState(state, { hasPhotos: true }).page).toBe(1);
    expect(changeBrowseState(state, { page: 5 }).page).toBe(5);
  });

  it('forgets the city when the region changes, not otherwise', () => {
    expect(changeBrowseState(state, { region: 31 }).city).toBeNull();
    expect(changeBrowseState(state, { region: 16 }).city).toBe(1601);
    expect(changeBrowseState(state, { advertiser: 'company' }).city).toBe(1601);
  });

  it('forgets the category when the platform changes', () => {
    expect(changeBrowseState(state, { platform: 'announcements' }).category).toBeNull();
  });

  it('drops relevance when the text is emptied', () => {
    const next = changeBrowseState(state, { q: '   ' });
    expect(next.q).toBe('');
    expect(next.sort).toBeNull();
    expect(effectiveSort(next)).toBe('newest');
    expect(effectiveSort(state)).toBe('relevance');
  });

  it('counts the filters that narrow the list', () => {
    expect(activeFilterCount(EMPTY_STATE)).toBe(0);
    expect(activeFilterCount(state)).toBe(3);
    expect(activeFilterCount({ ...EMPTY_STATE, hasPhotos: true, priceMin: 0 })).toBe(2);
  });
});

describe('state → API query', () => {
  it('sends amounts in minor units and the path’s platform and category', () => {
    const state = parse('min=1500&max=2500.5&region=16&city=1601&photos=1&page=2');
    expect(toApiQuery(state, { platform: 'sales', categoryId: 7, minorDigits: 2 })).toEqual({
      platform: 'sales',
      q: undefined,
      category_id: 7,
      region_id: 16,
      city_id: 1601,
      price_min: 150000,
      price_max: 250050,
      currency: undefined,
      advertiser: undefined,
      price_type: undefined,
      has_photos: 'true',
      sort: undefined,
      page: 2,
      per_page: 20,
    });
  });

  it('uses the query’s platform and category on /search', () => {
    expect(toApiQuery(parse('platform=announcements&category=4&q=plombier'))).toMatchObject({
      platform: 'announcements',
      category_id: 4,
      q: 'plombier',
    });
    expect(toApiQuery(parse('q=plombier'))).toMatchObject({ platform: undefined, category_id: undefined });
  });

  it('converts with the currency’s own minor units', () => {
    expect(toApiQuery(parse('min=10'), { minorDigits: 0 }).price_min).toBe(10);
    expect(toApiQuery(parse('min=0.1'), { minorDigits: 2 }).price_min).toBe(10);
  });
});

describe('pagination', () => {
  it('counts pages, capped at what the API serves', () => {
    expect(lastPage(0)).toBe(1);
    expect(lastPage(20)).toBe(1);
    expect(lastPage(21)).toBe(2);
    expect(lastPage(10_000_000)).toBe(500);
  });

  it('offers the first, the last and the neighbours of the current page', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, null, 10]);
  });
});

describe('saved searches: API query ↔ URL', () => {
  it('keeps the words and filters without paging, and opens them as the same search', () => {
    const state = parse(
      'q=sayara&platform=sales&category=12&region=16&city=3&min=1500&max=2000&photos=1&sort=price_asc&page=3',
    );
    const api = toApiQuery(state, { minorDigits: 2 });
    const saved = savedSearchQueryOf(api);
    expect(saved).toEqual({
      q: 'sayara',
      platform: 'sales',
      category_id: '12',
      region_id: '16',
      city_id: '3',
      price_min: '150000',
      price_max: '200000',
      has_photos: 'true',
      sort: 'price_asc',
    });
    const reopened = parseBrowseState(browseParamsOfApiQuery(saved, 2));
    expect(toApiQuery(reopened, { minorDigits: 2 })).toEqual({ ...api, page: undefined });
  });
});
