import { describe, expect, it } from 'vitest';
import {
  COMMON_OPTIONAL_FIELDS,
  isSalesFilterValue,
  offeredFields,
  OPTIONAL_FIELDS,
  SALES_FILTER_VALUES,
  SALES_FILTERS,
  SALES_OPTIONAL_FIELDS,
} from './listing-values';
import { SALES_FIELDS, salesFilterShape } from './listings';

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

describe('offeredFields (a category decides its optional details)', () => {
  const node = (optional_fields: string[] | null) => ({ optional_fields });

  it('offers every detail of the platform when no node of the branch has a list', () => {
    expect(offeredFields('announcements', [node(null), node(null)])).toEqual([...COMMON_OPTIONAL_FIELDS]);
    expect(offeredFields('sales', [])).toEqual([...OPTIONAL_FIELDS]);
  });

  it('lets a sub-category inherit its category’s list unless it has its own', () => {
    const phones = node(['payment_method', 'has_delivery', 'sales_guarantee']);
    expect(offeredFields('sales', [phones, node(null)])).toEqual([
      'payment_method',
      'has_delivery',
      'sales_guarantee',
    ]);
    expect(offeredFields('sales', [phones, node(['rentability'])])).toEqual(['rentability']);
    expect(offeredFields('sales', [phones, node([])])).toEqual([]);
  });

  it('ignores fields of the other platform and keeps the platform’s order', () => {
    expect(offeredFields('announcements', [node(['payment_method', 'rentability', 'contact_time'])])).toEqual(
      ['contact_time', 'rentability'],
    );
  });
});

it('names as sales details only fields of the sales body', () => {
  for (const field of SALES_OPTIONAL_FIELDS) expect(SALES_FIELDS).toContain(field);
});
