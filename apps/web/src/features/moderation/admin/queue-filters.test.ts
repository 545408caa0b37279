import { describe, expect, it } from 'vitest';
import { queueQuery, queueSearch, readQueueFilters } from './queue-filters';

const read = (query: string) => readQueueFilters(new URLSearchParams(query));

describe('the review queue filters in the URL', () => {
  it('reads every filter and writes it back', () => {
    const filters = read('platform=sales&category=12&region=16&age=24&page=2');
    expect(filters).toEqual({ platform: 'sales', category: 12, region: 16, age: 24, page: 2 });
    expect(queueSearch(filters)).toBe('?platform=sales&category=12&region=16&age=24&page=2');
    expect(queueQuery(filters)).toEqual({
      platform: 'sales',
      category_id: 12,
      region_id: 16,
      older_than_hours: 24,
      page: 2,
    });
  });

  it('drops what is malformed instead of sending it to the API', () => {
    expect(read('platform=cars&category=5&region=-1&age=5&page=0')).toEqual({
      platform: null,
      category: null,
      region: null,
      age: null,
      page: 1,
    });
    expect(read("region=1' OR 1=1&page=99999").region).toBeNull();
    expect(read('page=99999').page).toBe(1);
  });

  it('keeps a category only with its platform, and leaves defaults out of links', () => {
    expect(read('category=12').category).toBeNull();
    expect(queueSearch({ platform: null, category: 12, region: null, age: null, page: 1 })).toBe('');
    expect(queueQuery(read(''))).toEqual({
      platform: undefined,
      category_id: undefined,
      region_id: undefined,
      older_than_hours: undefined,
      page: 1,
    });
  });
});
