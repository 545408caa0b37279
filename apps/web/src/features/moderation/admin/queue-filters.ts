import { PLATFORMS, type Platform } from '@portal/contract/catalog';
import { ID_PARAM_PATTERN, MAX_ID, parseIdParam } from '@portal/contract/ids';

/** The queue's filters, as the URL holds them (`?platform=sales&category=12&region=16&age=24&page=2`). */
export interface QueueFilters {
  platform: Platform | null;
  /** A category of any level of the chosen platform. */
  category: number | null;
  region: number | null;
  /** Only items waiting at least this many hours. */
  age: number | null;
  page: number;
}

/** The waiting times offered by the age filter, in hours. */
export const AGE_CHOICES = [1, 24, 72, 168] as const;

/** A whole number above 0 in the URL, up to `max`: the age in hours, the page. */
function positive(value: string | null, max: number): number | null {
  if (!value || !ID_PARAM_PATTERN.test(value)) return null;
  const n = Number(value);
  return n <= max ? n : null;
}

/** Reads the filters from the URL; anything malformed is dropped rather than sent to the API. */
export function readQueueFilters(search: URLSearchParams): QueueFilters {
  const platform = search.get('platform');
  const known = PLATFORMS.find((p) => p === platform) ?? null;
  const age = positive(search.get('age'), MAX_ID);
  return {
    platform: known,
    // A category belongs to one platform's tree: without a platform it means nothing.
    category: known ? parseIdParam(search.get('category')) : null,
    region: parseIdParam(search.get('region')),
    age: AGE_CHOICES.find((choice) => choice === age) ?? null,
    page: positive(search.get('page'), 9999) ?? 1,
  };
}

/** The URL's query for these filters; defaults are left out so links stay short. */
export function queueSearch(filters: QueueFilters): string {
  const params = new URLSearchParams();
  if (filters.platform) params.set('platform', filters.platform);
  if (filters.platform && filters.category) params.set('category', String(filters.category));
  if (filters.region) params.set('region', String(filters.region));
  if (filters.age) params.set('age', String(filters.age));
  if (filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The API's query (GET /admin/review-queue) for these filters. */
export function queueQuery(filters: QueueFilters) {
  return {
    platform: filters.platform ?? undefined,
    category_id: filters.category ?? undefined,
    region_id: filters.region ?? undefined,
    older_than_hours: filters.age ?? undefined,
    page: filters.page,
  };
}
