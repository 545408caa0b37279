/**
 * Folds text for "type to filter" matching: case, Latin accents and, for Arabic, the
 * harakat, tatweel and hamza/alef forms a writer may or may not type (أ إ آ ٱ → ا,
 * ى → ي, ة → ه; a hamza on a seat is dropped too, ؤ → و and ئ → ي, as NFD would split them
 * anyway). Arabic-Indic digits read as 0-9, so "٢١٣" finds "+213".
 */
const ARABIC_FOLDS: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ى: 'ي',
  ة: 'ه',
  ؤ: 'و',
  ئ: 'ي',
};

export function normalizeSearchText(text: string): string {
  return (
    text
      // Fold the letters before NFD splits them into a base letter and a hamza or madda mark.
      .replace(/[أإآٱىةؤئ]/g, (c) => ARABIC_FOLDS[c] ?? c)
      .normalize('NFD')
      // Combining marks: Latin accents and Arabic harakat, shadda, sukun, dagger alef.
      .replace(/\p{M}/gu, '')
      // Tatweel (kashida) only stretches a word.
      .replace(/\u0640/g, '')
      .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
      .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Whether every folded character of `query` appears, in order and together, in `text`. */
export function matchesSearch(text: string, query: string): boolean {
  const q = normalizeSearchText(query);
  return q === '' || normalizeSearchText(text).includes(q);
}
