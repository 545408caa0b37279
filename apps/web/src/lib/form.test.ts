import { categoryCreateBodySchema } from '@portal/contract/catalog-admin';
import { recordPaymentBodySchema } from '@portal/contract/payments';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { contractResolver } from './form';

type CategoryValues = { slug: string; icon: string };
const options: ResolverOptions<CategoryValues> = { fields: {}, shouldUseNativeValidation: false };

describe('contractResolver', () => {
  const resolver = contractResolver(categoryCreateBodySchema, 'fr', (v: CategoryValues) => ({
    parent_id: null,
    names: { ar: 'سيارات', fr: 'Voitures', en: 'Cars' },
    slug: v.slug,
    icon: v.icon === '' ? null : v.icon,
  }));

  it('answers the body when the values are valid', async () => {
    const result = await resolver({ slug: 'cars', icon: '' }, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      parent_id: null,
      names: { ar: 'سيارات', fr: 'Voitures', en: 'Cars' },
      slug: 'cars',
      icon: null,
    });
  });

  it('answers the contract’s messages in the page’s language, under the fields’ names', async () => {
    const result = await resolver({ slug: 'Bad Slug', icon: 'unicorn' }, undefined, options);
    expect(result.errors).toMatchObject({
      slug: { message: 'Lettres latines minuscules, chiffres et tirets, par ex. voitures-occasion.' },
      icon: { message: 'Choisissez une des valeurs autorisées.' },
    });
  });

  it('puts a nested field’s error at its path, with the words of the rule’s numbers', async () => {
    const names = contractResolver(categoryCreateBodySchema, 'ar', (v: { ar: string }) => ({
      parent_id: null,
      names: { ar: v.ar, fr: 'Voitures', en: 'Cars' },
      slug: 'cars',
      icon: null,
    }));
    const result = await names({ ar: '' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors).toMatchObject({ names: { ar: { message: 'هذا الحقل مطلوب.' } } });
  });

  it('adds the errors of inputs the schema cannot read, beside its own', async () => {
    const payment = contractResolver(
      recordPaymentBodySchema,
      'en',
      (v: { amount: string }) => ({ payment_type: 'full', amount: Number(v.amount), currency_code: 'DZD' }),
      (v) => (Number.isNaN(Number(v.amount)) ? { amount: 'Not an amount of DZD.' } : {}),
    );
    const result = await payment({ amount: 'abc' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.values).toEqual({});
    expect(result.errors).toMatchObject({
      amount: { message: 'Not an amount of DZD.' },
      method: { message: 'Choose one of the allowed values.' },
      paid_on: { message: 'This field is required.' },
    });
  });
});
