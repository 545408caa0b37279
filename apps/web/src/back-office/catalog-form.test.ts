import { categoryCreateBodySchema } from '@portal/contract/catalog-admin';
import { describe, expect, it } from 'vitest';
import { bodyResolver, nestErrors, orderOf, suggestSlug } from './catalog-form';

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

describe('bodyResolver', () => {
  const resolver = bodyResolver(categoryCreateBodySchema, 'fr', (v: { slug: string; icon: string }) => ({
    parent_id: null,
    names: { ar: 'سيارات', fr: 'Voitures', en: 'Cars' },
    slug: v.slug,
    icon: v.icon === '' ? null : v.icon,
  }));

  it('answers the body when the values are valid', async () => {
    const result = await resolver({ slug: 'cars', icon: '' }, undefined, {} as never);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      parent_id: null,
      names: { ar: 'سيارات', fr: 'Voitures', en: 'Cars' },
      slug: 'cars',
      icon: null,
    });
  });

  it('answers the contract’s messages in the page’s language, under the fields’ names', async () => {
    const result = await resolver({ slug: 'Bad Slug', icon: 'unicorn' }, undefined, {} as never);
    expect(result.errors).toEqual({
      slug: {
        type: 'validation',
        message: 'Lettres latines minuscules, chiffres et tirets, par ex. voitures-occasion.',
      },
      icon: { type: 'validation', message: 'Choisissez une des valeurs autorisées.' },
    });
  });
});

describe('nestErrors', () => {
  it('puts each error at its field’s path', () => {
    const e = { type: 'validation', message: 'x' };
    expect(nestErrors({ 'names.ar': e, 'names.fr': e, slug: e })).toEqual({
      names: { ar: e, fr: e },
      slug: e,
    });
  });
});
