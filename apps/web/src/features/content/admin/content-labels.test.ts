import { CONTENT_CATEGORIES } from '@portal/contract/content-values';
import { describe, expect, it } from 'vitest';
import { CATEGORY_LABELS } from './content-labels';

describe('the content labels', () => {
  it('name every fixed category of the contract, and nothing else', () => {
    for (const [kind, categories] of Object.entries(CONTENT_CATEGORIES)) {
      expect(Object.keys(CATEGORY_LABELS[kind] ?? {})).toEqual([...categories]);
    }
    expect(Object.keys(CATEGORY_LABELS).sort()).toEqual(Object.keys(CONTENT_CATEGORIES).sort());
  });
});
