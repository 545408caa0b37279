import { describe, expect, it } from 'vitest';
import { changeText, readChanges } from './changes';

describe('the changes of an edited listing', () => {
  it('is empty when the view has none', () => {
    expect(readChanges({ listing: {} })).toEqual([]);
    expect(readChanges({ changes: null })).toEqual([]);
    expect(readChanges(undefined)).toEqual([]);
    expect(readChanges({ changes: [] })).toEqual([]);
  });

  it('reads a list of fields with before and after (or from and to)', () => {
    expect(
      readChanges({
        changes: [
          { field: 'title', label: 'Title', before: 'Old', after: 'New' },
          { field: 'price', from: 100, to: 90 },
          { nonsense: true },
          'title',
        ],
      }),
    ).toEqual([
      { field: 'title', label: 'Title', before: 'Old', after: 'New' },
      { field: 'price', label: null, before: 100, after: 90 },
    ]);
  });

  it('reads an object keyed by field', () => {
    expect(readChanges({ changes: { description: { before: 'a', after: 'b' } } })).toEqual([
      { field: 'description', label: null, before: 'a', after: 'b' },
    ]);
  });

  it('shows values as text', () => {
    expect(changeText(null)).toBe('');
    expect(changeText(12)).toBe('12');
    expect(changeText(['a', 'b'])).toBe('a, b');
    expect(changeText({ id: 3, name: 'Alger' })).toBe('Alger');
    expect(changeText({ a: 1 })).toBe('{"a":1}');
  });
});
