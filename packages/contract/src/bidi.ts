/** Unicode FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE (the bidirectional algorithm, UAX #9). */
export const FSI = '\u2068';
export const PDI = '\u2069';

/**
 * Text a person wrote, quoted inside a sentence of ours that is a plain string (a toast, an
 * accessible label, a mail's text part): it takes its direction from its own first strong
 * letter and cannot reorder the sentence around it, so an Arabic title in a French sentence
 * keeps the full stop at its end and "A54" in one piece. The plain-text twin of `<bdi>` and
 * `dir="auto"`, which markup uses instead.
 */
export function isolate(text: string): string {
  return `${FSI}${text}${PDI}`;
}
