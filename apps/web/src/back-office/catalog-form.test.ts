import { describe, expect, it } from 'vitest';
import { orderOf, slugFollowsName, sortOrderPart, suggestSlug } from './catalog-form';

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

describe('sortOrderPart', () => {
  it('leaves sort_order out when no order is typed', () => {
    expect(sortOrderPart(' ')).toEqual({});
    expect(sortOrderPart('0')).toEqual({ sort_order: 0 });
  });
});

describe('slugFollowsName', () => {
  const form = (isDirty: boolean) => {
    const set: string[] = [];
    return {
      set,
      getFieldState: () => ({ isDirty }),
      setValue: (_name: 'slug', value: string) => set.push(value),
    };
  };
  it("suggests a new row's slug until the admin types one; never an existing row's", () => {
    const fresh = form(false);
    slugFollowsName(true, fresh).onChange({ target: { value: 'Pièces auto' } });
    expect(fresh.set).toEqual(['pieces-auto']);
    const typed = form(true);
    slugFollowsName(true, typed).onChange({ target: { value: 'Pièces auto' } });
    const existing = form(false);
    slugFollowsName(false, existing).onChange({ target: { value: 'Pièces auto' } });
    expect([...typed.set, ...existing.set]).toEqual([]);
  });
});
