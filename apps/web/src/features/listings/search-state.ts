import type { Platform } from '@portal/contract/catalog';
import type { PriceType } from '@portal/contract/listings';
import { parseIdParam } from '@portal/contract/ids';
import { isCurrencyCode, parseAmount } from '@portal/contract/money';
// Values without zod: the list pages' first load carries no schemas (the Lighthouse budget in
// docs/performance.md).
import {
  ADVERTISER_CHARACTERISTICS,
  isSalesFilterValue,
  LISTING_SORTS,
  MAX_QUERY_LENGTH,
  MAX_SEARCH_PAGE,
  PLATFORMS,
  PRICE_TYPES,
  SALES_FILTERS,
  type SalesFilter,
} from '@portal/contract/listing-values';

/**
 * The whole state of a listing list lives in the page's URL query, so a search can be shared
 * and the back button walks through it. These functions are the only place that reads or writes
 * that query. Unknown or malformed values are dropped rather than sent on: a shared link edited
 * by hand still opens a sensible page.
 *
 * On /announcements and /sales the category lives in the path (/sales/{id}); `platform` and
 * `category` in the query exist only for /search, which spans both platforms.
 */
export type Advertiser = (typeof ADVERTISER_CHARACTERISTICS)[number];
export type BrowseSort = (typeof LISTING_SORTS)[number];
/**
 * The sales options chosen as filters, under the API's own names and values
 * (payment_method=cash, has_delivery=true); they apply to sales only.
 */
export type SalesOptions = Partial<Record<SalesFilter, string>>;

export interface BrowseState {
  q: string;
  platform: Platform | null;
  category: number | null;
  region: number | null;
  city: number | null;
  /** In major units, as a reader types them (1500 DA, not 150000 centimes). */
  priceMin: number | null;
  priceMax: number | null;
  currency: string | null;
  advertiser: Advertiser | null;
  priceType: PriceType | null;
  hasPhotos: boolean;
  /** null: the API's default, relevance with a text query and newest without. */
  sort: BrowseSort | null;
  page: number;
  sales: SalesOptions;
}

export const EMPTY_STATE: BrowseState = {
  q: '',
  platform: null,
  category: null,
  region: null,
  city: null,
  priceMin: null,
  priceMax: null,
  currency: null,
  advertiser: null,
  priceType: null,
  hasPhotos: false,
  sort: null,
  page: 1,
  sales: {},
};

/** The API refuses deeper pages and longer queries (MAX_SEARCH_PAGE, MAX_QUERY_LENGTH). */
export const MAX_PAGE = MAX_SEARCH_PAGE;
export const PER_PAGE = 20;

function oneOf<T extends string>(list: readonly T[], value: string | null): T | null {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;
}

/**
 * A price filter as typed, in units, read by the posting form's rule (Arabic-Indic digits,
 * spaces, "," or "٫", two decimals at most): undefined when empty, null when unreadable.
 */
export function parsePriceFilter(value: string | null | undefined): number | null | undefined {
  const minor = parseAmount(value ?? '', 2);
  return minor === null || minor === undefined ? minor : minor / 100;
}

/** The sales options of a query whose values the contract accepts; others are dropped. */
function parseSalesOptions(params: URLSearchParams): SalesOptions {
  const options: SalesOptions = {};
  for (const key of SALES_FILTERS) {
    const value = params.get(key);
    if (value !== null && isSalesFilterValue(key, value)) options[key] = value;
  }
  return options;
}

export function parseBrowseState(params: URLSearchParams): BrowseState {
  const q = (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  const platform = oneOf(PLATFORMS, params.get('platform'));
  const region = parseIdParam(params.get('region'));
  const rawPage = params.get('page') ?? '';
  const page = /^[1-9][0-9]{0,3}$/.test(rawPage) && Number(rawPage) <= MAX_PAGE ? Number(rawPage) : 1;
  let priceMin = parsePriceFilter(params.get('min')) ?? null;
  let priceMax = parsePriceFilter(params.get('max')) ?? null;
  // A range typed backwards is read the way it was meant.
  if (priceMin !== null && priceMax !== null && priceMin > priceMax)
    [priceMin, priceMax] = [priceMax, priceMin];
  const sort = oneOf(LISTING_SORTS, params.get('sort'));
  const currency = params.get('currency');
  return {
    q,
    platform,
    // A category belongs to one platform's tree: without a platform it means nothing.
    category: platform ? parseIdParam(params.get('category')) : null,
    region,
    // Cities are chosen within a region.
    city: region !== null ? parseIdParam(params.get('city')) : null,
    priceMin,
    priceMax,
    currency: currency !== null && isCurrencyCode(currency) ? currency : null,
    advertiser: oneOf(ADVERTISER_CHARACTERISTICS, params.get('advertiser')),
    priceType: oneOf(PRICE_TYPES, params.get('price_type')),
    hasPhotos: params.get('photos') === '1',
    // Relevance needs words to be relevant to.
    sort: sort === 'relevance' && !q ? null : sort,
    page,
    sales: parseSalesOptions(params),
  };
}

/** The query for a state: defaults left out, keys always in the same order. */
export function serializeBrowseState(state: BrowseState): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | null) => {
    if (value !== null && value !== '') params.set(key, String(value));
  };
  set('q', state.q.trim());
  set('platform', state.platform);
  set('category', state.platform ? state.category : null);
  set('region', state.region);
  set('city', state.region !== null ? state.city : null);
  set('min', state.priceMin);
  set('max', state.priceMax);
  set('currency', state.currency);
  set('advertiser', state.advertiser);
  set('price_type', state.priceType);
  if (state.hasPhotos) params.set('photos', '1');
  for (const key of SALES_FILTERS) set(key, state.sales[key] ?? null);
  set('sort', state.sort === 'relevance' && !state.q.trim() ? null : state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/**
 * A new state after the reader changed something. Any change other than the page starts
 * again from page 1; a new region forgets the city; a new platform forgets the category;
 * emptying the text drops the relevance sort.
 */
export function changeBrowseState(state: BrowseState, patch: Partial<BrowseState>): BrowseState {
  const next: BrowseState = { ...state, ...patch };
  if (!('page' in patch)) next.page = 1;
  if ('region' in patch && patch.region !== state.region && !('city' in patch)) next.city = null;
  if ('platform' in patch && patch.platform !== state.platform && !('category' in patch))
    next.category = null;
  // Sales options mean nothing on announcements.
  if ('platform' in patch && patch.platform !== 'sales' && !('sales' in patch)) next.sales = {};
  next.q = next.q.trim();
  if (next.sort === 'relevance' && !next.q) next.sort = null;
  return next;
}

/** The sort the list is in: the chosen one, else the API's default. */
export function effectiveSort(state: BrowseState): BrowseSort {
  return state.sort ?? (state.q ? 'relevance' : 'newest');
}

/** How many filters narrow the list (the text, sort and page are not filters). */
export function activeFilterCount(state: BrowseState): number {
  return [
    state.category,
    state.region,
    state.city,
    state.priceMin,
    state.priceMax,
    state.currency,
    state.advertiser,
    state.priceType,
    state.hasPhotos || null,
    ...Object.values(state.sales),
  ].filter((v) => v !== null && v !== undefined).length;
}

export type ListingApiQuery = Record<string, string | number | undefined>;

/**
 * The GET /listings query for a state. `platform` and `categoryId` come from the path on
 * the platform pages; `minorDigits` converts major units to the integers the API compares
 * (those of the chosen currency, else the default currency's).
 */
export function toApiQuery(
  state: BrowseState,
  context: {
    platform?: Platform | null;
    categoryId?: number | null;
    minorDigits?: number;
    /** One seller's listings (their public page). */
    sellerId?: number | null;
  } = {},
): ListingApiQuery {
  const factor = 10 ** (context.minorDigits ?? 2);
  const platform = context.platform ?? state.platform;
  const categoryId = context.categoryId ?? (platform ? state.category : null);
  const minor = (value: number | null) => (value === null ? undefined : Math.round(value * factor));
  return {
    platform: platform ?? undefined,
    q: state.q || undefined,
    category_id: categoryId ?? undefined,
    region_id: state.region ?? undefined,
    city_id: state.region !== null ? (state.city ?? undefined) : undefined,
    price_min: minor(state.priceMin),
    price_max: minor(state.priceMax),
    currency: state.currency ?? undefined,
    advertiser: state.advertiser ?? undefined,
    price_type: state.priceType ?? undefined,
    has_photos: state.hasPhotos ? 'true' : undefined,
    seller: context.sellerId ?? undefined,
    ...(platform === 'sales' ? state.sales : {}),
    sort: state.sort === 'relevance' && !state.q ? undefined : (state.sort ?? undefined),
    page: state.page > 1 ? state.page : undefined,
    per_page: PER_PAGE,
  };
}

/**
 * The GET /listings query of a list page: prices in the chosen currency's minor units, else
 * the default currency's (BrowseView, and the page's prefetch before a server render).
 */
export function browseApiQuery(
  state: BrowseState,
  context: { platform: Platform | null; categoryId: number | null; sellerId?: number | null },
  currencies: readonly { code: string; is_default: boolean; minor_units: number }[] | undefined,
): ListingApiQuery {
  const currency = currencies?.find((c) => (state.currency ? c.code === state.currency : c.is_default));
  return toApiQuery(state, { ...context, minorDigits: currency?.minor_units ?? 2 });
}

// The pages around the current one: the shared pagination's (ui/pagination.tsx).
export { pageWindow } from '../../ui/pagination';

export function lastPage(total: number, perPage = PER_PAGE): number {
  return Math.max(1, Math.min(MAX_PAGE, Math.ceil(total / perPage)));
}

/**
 * The words and filters of a list page's API query, as a saved search keeps them: strings,
 * without the paging (contract/alerts-values.ts).
 */
export function savedSearchQueryOf(query: ListingApiQuery): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || key === 'page' || key === 'per_page') continue;
    kept[key] = String(value);
  }
  return kept;
}

/**
 * A saved search's API query back as the URL query of /search (toApiQuery's inverse): the page
 * that opens it shows the very results it matches. Prices come back to major units with the
 * digits of the query's currency (else the default's).
 */
export function browseParamsOfApiQuery(
  query: Readonly<Record<string, string>>,
  minorDigits = 2,
): URLSearchParams {
  const params = new URLSearchParams();
  const names: Record<string, string> = {
    q: 'q',
    platform: 'platform',
    category_id: 'category',
    region_id: 'region',
    city_id: 'city',
    currency: 'currency',
    advertiser: 'advertiser',
    price_type: 'price_type',
    sort: 'sort',
  };
  for (const [key, name] of Object.entries(names)) if (query[key] !== undefined) params.set(name, query[key]);
  const major = (value: string | undefined) =>
    value !== undefined && /^\d+$/.test(value) ? String(Number(value) / 10 ** minorDigits) : undefined;
  const min = major(query.price_min);
  const max = major(query.price_max);
  if (min !== undefined) params.set('min', min);
  if (max !== undefined) params.set('max', max);
  if (query.has_photos === 'true') params.set('photos', '1');
  for (const key of SALES_FILTERS) if (query[key] !== undefined) params.set(key, query[key]);
  return serializeBrowseState(parseBrowseState(params));
}
