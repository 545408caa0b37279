import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { renumber } from './catalog-order';

const rows = [
  { id: 7, sortOrder: 10 },
  { id: 3, sortOrder: 20 },
  { id: 9, sortOrder: 20 },
];

describe('renumber', () => {
  it('numbers the wanted order by tens and returns only the rows that move', () => {
    expect(renumber(rows, [3, 7, 9])).toEqual([
      { id: 3, before: 20, after: 10 },
      { id: 7, before: 10, after: 20 },
      { id: 9, before: 20, after: 30 },
    ]);
    expect(renumber([{ id: 1, sortOrder: 10 }], [1])).toEqual([]);
  });

  it.each([
    ['a missing row', [3, 7]],
    ['a row of another list', [3, 7, 10]],
    ['an extra row', [3, 7, 9, 10]],
  ])('refuses a stale list (%s) with 409', (_what, wanted) => {
    try {
      renumber(rows, wanted);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).code).toBe('catalog_order_changed');
      expect((err as AppError).status).toBe(409);
    }
  });
});
