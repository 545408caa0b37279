import { describe, expect, it } from 'vitest';
import { isSalesFilterValue, SALES_FILTER_VALUES, SALES_FILTERS } from './listing-values';
import { salesFilterShape } from './listings';

describe('sales filter values (zod-free, for the public pages)', () => {
  it('names the same filters as the schema the API validates with', () => {
    expect(SALES_FILTERS).toEqual(Object.keys(salesFilterShape));
  });

  it('accepts exactly what the schema accepts', () => {
    for (const key of SALES_FILTERS) {
      const schema = salesFilterShape[key];
      for (const value of [...SALES_FILTER_VALUES[key], 'nope', '', 'TRUE', 'cash ']) {
        expect(isSalesFilterValue(key, value), `${key}=${value}`).toBe(schema.safeParse(value).success);
      }
    }
  });
});
