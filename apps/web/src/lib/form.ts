import type { Locale } from '@portal/contract/locale';
import { fieldErrorsFromIssues } from '@portal/contract/validation';
import type { FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { HttpError } from './http';

/**
 * Validates a form with the contract's zod schema before sending, with the same localized
 * messages the API would answer (the rules and words are written once, in the contract).
 */
export function contractResolver<S extends z.ZodType>(
  schema: S,
  locale: Locale,
): Resolver<z.input<S> & FieldValues> {
  return async (values) => {
    const result = await schema.safeParseAsync(values, { reportInput: true });
    if (result.success) return { values: result.data as never, errors: {} };
    const fieldErrors = fieldErrorsFromIssues(locale, result.error.issues);
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, messages] of Object.entries(fieldErrors)) {
      errors[field] = { type: 'validation', message: messages[0] ?? '' };
    }
    return { values: {}, errors: errors as never };
  };
}

/**
 * Shows a 422 answer's field errors under their fields; returns the message for the form's
 * top (the server's message, or undefined when every error found its field).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): string | undefined {
  if (!(error instanceof HttpError) || error.status !== 422) return undefined;
  let unplaced = false;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if (fields.includes(field)) {
      setError(field as Path<T>, { type: 'server', message: messages[0] ?? '' }, { shouldFocus: true });
    } else {
      unplaced = true;
    }
  }
  return unplaced || Object.keys(error.fieldErrors).length === 0 ? error.message : undefined;
}
