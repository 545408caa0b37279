import { describe, expect, it } from 'vitest';
import { movedIds } from './row-parts';

describe('movedIds', () => {
  const rows = [{ id: 4 }, { id: 7 }, { id: 9 }];
  it('swaps a row with its neighbour', () => {
    expect(movedIds(rows, 1, -1)).toEqual([7, 4, 9]);
    expect(movedIds(rows, 1, 1)).toEqual([4, 9, 7]);
  });
  it('leaves the order as it is at either end', () => {
    expect(movedIds(rows, 0, -1)).toEqual([4, 7, 9]);
    expect(movedIds(rows, 2, 1)).toEqual([4, 7, 9]);
  });
});
