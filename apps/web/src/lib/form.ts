import { zodResolver } from '@hookform/resolvers/zod';
import type { Locale } from '@portal/contract/locale';
import { isValidationKey, issueMessage, validationMessage } from '@portal/contract/validation';
import type {
  FieldErrors,
  FieldValues,
  Path,
  Resolver,
  ResolverResult,
  ResolverSuccess,
  UseFormSetError,
} from 'react-hook-form';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { errorText } from './error-text';
import { HttpError } from './http';

/**
 * The one resolver of the forms: @hookform/resolvers' zod resolver with the contract's schema,
 * so a form is refused before sending by the rules and in the localized words the API would
 * answer with (written once, in the contract). `toBody` turns the inputs' values into what the
 * schema reads (empty inputs left out, typed numbers read); the submit handler receives the
 * schema's output. `inputErrors` names the fields whose input could not become a value (an
 * amount that is no number), with their own message, since the schema never sees that input.
 */
export function contractResolver<Input extends FieldValues, Output, Values extends FieldValues = Input>(
  schema: z.ZodType<Output, Input>,
  locale: Locale,
  toBody: (values: Values) => FieldValues = (values) => values,
  inputErrors: (values: Values) => Partial<Record<Path<Values>, string>> = () => ({}),
): Resolver<Values, unknown, Output> {
  const resolve = zodResolver<FieldValues, unknown, Output>(schema, {
    reportInput: true,
    // Messages the schema names by key are translated below; this words all the others.
    error: (issue) => issueMessage(locale, issue),
  });
  return async (values, context, { criteriaMode, fields, names, shouldUseNativeValidation }) => {
    const body = toBody(values);
    const result = await resolve(body, context, { criteriaMode, fields, names, shouldUseNativeValidation });
    const extra = Object.entries(inputErrors(values));
    if (isSuccess(result) && extra.length === 0) return result;
    // The body's paths are the form's names, so its errors stand under the form's fields.
    const errors: FieldErrors<Values> = {};
    Object.assign(errors, localizeMessages(result.errors, locale));
    for (const [field, message] of extra) {
      Object.assign(errors, { [field]: { type: 'validation', message } });
    }
    return { values: {}, errors };
  };
}

function isSuccess<T>(result: ResolverResult<FieldValues, T>): result is ResolverSuccess<T> {
  return Object.keys(result.errors).length === 0;
}

/** Each `validation.*` key among the messages of a form's errors, in the page's language. */
function localizeMessages<T>(node: T, locale: Locale): T {
  if (!node || typeof node !== 'object') return node;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'ref') continue;
    if (key === 'message' && typeof value === 'string' && isValidationKey(value)) {
      Object.assign(node, { message: validationMessage(locale, value) });
    } else {
      localizeMessages(value, locale);
    }
  }
  return node;
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

/**
 * What a form says at its top when its submit fails: for a 422, its field errors go under their
 * fields (applyServerErrors) and the top says only what found no field; any other failure is
 * said there in words (errorText).
 */
export function submitErrorText<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  t: TFunction,
): string | undefined {
  const top = applyServerErrors(error, setError, fields);
  return error instanceof HttpError && error.status === 422 ? top : errorText(error, t);
}
