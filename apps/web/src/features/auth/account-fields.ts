import type { Locale } from '@portal/contract/locale';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { contractResolver } from '../../lib/form';

/**
 * The contract's resolver, with empty inputs read as missing: an empty birthdate or phone
 * then says "This field is required." instead of "not in the expected format".
 */
export function accountResolver<Input extends FieldValues, Output, Values extends FieldValues = Input>(
  schema: z.ZodType<Output, Input>,
  locale: Locale,
): Resolver<Values, unknown, Output> {
  return contractResolver<Input, Output, Values>(schema, locale, emptyAsMissing);
}

function emptyAsMissing(values: FieldValues): FieldValues {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value === '' ? undefined : value]),
  );
}
