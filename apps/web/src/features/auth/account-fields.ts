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
