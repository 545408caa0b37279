/**
 * What a typed text may hold, without zod (public pages read these too). Shared by the
 * text-field schemas (text-field.ts) and the API's request validation.
 */

/**
 * Code points PostgreSQL cannot store or that no text should carry: NUL (refused by every
 * text column: the query fails) and a lone half of a surrogate pair (not Unicode at all;
 * it cannot be encoded as UTF-8). Matched on UTF-16 code units, so no `u` flag.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a text holds a character no field accepts (NUL, an unpaired surrogate). */
export function hasUnsafeCharacters(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/**
 * Invisible format characters a one-line field drops: the bidirectional controls (embeddings,
 * overrides, isolates and the marks LRM, RLM, ALM), which can turn a title around on the page
 * ("U+202E" makes "gnp.exe" read "exe.png"), and the zero-width characters (zero-width space,
 * word joiner and invisible operators, BOM, Mongolian vowel separator), which let an empty
 * title pass a minimum length. ZWNJ (U+200C) and ZWJ (U+200D) stay: Persian and Indic
 * spellings and emoji sequences need them.
 */
const INVISIBLE_FORMAT_CHARACTERS =
  /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u200B\u2060-\u2064\uFEFF\u180E]/g;

/** A one-line text without its invisible format characters (trimmed by the schema after). */
export function withoutInvisibleCharacters(text: string): string {
  return text.replace(INVISIBLE_FORMAT_CHARACTERS, '');
}

let segmenter: Intl.Segmenter | null | undefined;

/**
 * How many characters a reader sees: grapheme clusters ("é" typed as e + accent, a flag or a
 * family emoji count one), not UTF-16 units, and no invisible format character counts. Where a
 * browser lacks Intl.Segmenter, code points are counted.
 */
export function visibleLength(text: string): number {
  const visible = withoutInvisibleCharacters(text);
  if (segmenter === undefined) {
    segmenter =
      typeof Intl.Segmenter === 'function'
        ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
        : null;
  }
  if (!segmenter) return Array.from(visible).length;
  let count = 0;
  for (const _ of segmenter.segment(visible)) count += 1;
  return count;
}
