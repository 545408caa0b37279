import { describe, expect, it } from 'vitest';
import { orderOf, suggestSlug } from './catalog-form';

describe('suggestSlug', () => {
  it.each([
    ['Pièces auto & motos', 'pieces-auto-motos'],
    ['  Électroménager  ', 'electromenager'],
    ['F3 / F4', 'f3-f4'],
    ['العقارات', ''],
    ['a'.repeat(79) + ' b', 'a'.repeat(79)],
  ])('%j → %j', (name, slug) => {
    expect(suggestSlug(name)).toBe(slug);
  });
});

describe('orderOf', () => {
  it('reads an empty input as not given, and a number as itself', () => {
    expect(orderOf('')).toBeUndefined();
    expect(orderOf('  ')).toBeUndefined();
    expect(orderOf(undefined)).toBeUndefined();
    expect(orderOf('30')).toBe(30);
  });
});
