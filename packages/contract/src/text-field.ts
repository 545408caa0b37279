import { z } from 'zod';
import { hasUnsafeCharacters, visibleLength, withoutInvisibleCharacters } from './text';

/**
 * The one rule of a typed text field, used by every text of the request schemas (and so by
 * the SPA's forms and the API alike):
 * - NUL and unpaired surrogates are refused (`validation.invalid_characters`);
 * - a one-line field (titles, names, cities, reasons…) drops the bidirectional controls and
 *   zero-width characters, then is trimmed;
 * - the minimum counts visible characters (grapheme clusters), so six zero-width spaces or
 *   "  " are not a 5-character title. The maximum counts UTF-16 units as the database's
 *   column limits need (never fewer than the characters a reader sees).
 * `multiline` (descriptions, details) keeps the format characters a writer may need inside a
 * paragraph of mixed scripts, but they count for nothing in the minimum.
 * Why this way: docs/decisions/020-text-fields.md.
 */
export function textField(options: { min?: number; max: number; multiline?: boolean }) {
  const { min = 0, max, multiline = false } = options;
  let schema = z
    .string()
    .refine((v) => !hasUnsafeCharacters(v), { message: 'validation.invalid_characters', abort: true });
  if (!multiline) schema = schema.overwrite(withoutInvisibleCharacters);
  schema = schema.trim().max(max);
  if (min <= 0) return schema;
  return schema.min(min).check((payload) => {
    // .min() (UTF-16 units) already refuses what is shorter still; one message is enough.
    if (payload.value.length >= min && visibleLength(payload.value) < min) {
      payload.issues.push({
        code: 'too_small',
        origin: 'string',
        minimum: min,
        inclusive: true,
        input: payload.value,
      });
    }
  });
}
