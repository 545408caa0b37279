import { MIN_AGE_YEARS } from '@portal/contract/auth';
import type { Locale } from '@portal/contract/locale';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { contractResolver } from '../../lib/form';

/**
 * The contract's resolver, with empty inputs read as missing: an empty birthdate or phone
 * then says "This field is required." instead of "not in the expected format".
 */
export function accountResolver<S extends z.ZodType>(
  schema: S,
  locale: Locale,
): Resolver<z.input<S> & FieldValues> {
  const resolve = contractResolver(schema, locale);
  return (values, context, options) => {
    const filled = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, value === '' ? undefined : value]),
    );
    return resolve(filled as typeof values, context, options);
  };
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The range a birthdate input offers: at least 16 years old (issue 4) and at most 120, in
 * UTC like the contract's `ageOn`, so the picker and the rule agree on the boundary day.
 */
export function birthdateBounds(today: Date = new Date()): { min: string; max: string } {
  const shift = (years: number) =>
    new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  return { min: isoDate(shift(120)), max: isoDate(shift(MIN_AGE_YEARS)) };
}
