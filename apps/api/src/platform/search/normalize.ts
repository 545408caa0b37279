/**
 * Text normalization for search across Arabic, French, English and Arabizi (SEARCH.md).
 * The same functions fold the listing text when it is indexed and the query when it is
 * searched, so both meet in one form.
 */

const ARABIC_DIACRITICS = /[\u064B-\u065F\u0670\u06D6-\u06ED]/g;
const TATWEEL = /\u0640/g;
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Lucene's ArabicNormalizer plus Snowball's extra folds (SEARCH.md "Facts to build on"). */
export function foldArabic(text: string): string {
  return text
    .replace(ARABIC_DIACRITICS, '')
    .replace(TATWEEL, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(ARABIC_INDIC_DIGITS, (d) => String((d.charCodeAt(0) & 0xf) % 10));
}

/** Latin accents and ligatures folded (é → e, œ → oe), like unaccent. */
export function foldLatin(text: string): string {
  return text
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'OE')
    .replace(/æ/g, 'ae')
    .replace(/Æ/g, 'AE')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** French elisions split off: l'appartement → appartement, d'occasion → occasion. */
function dropElisions(text: string): string {
  return text.replace(/\b(?:l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu)['’]/gi, '');
}

/**
 * The folded form of a text: NFKC (presentation forms and ligatures to base letters), case,
 * Arabic letter variants, diacritics and tatweel, Latin accents, elisions; words separated
 * by single spaces, punctuation dropped.
 */
export function normalizeText(text: string): string {
  const folded = foldLatin(foldArabic(dropElisions(text.normalize('NFKC')))).toLowerCase();
  return folded
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

const ARABIC_LETTERS = /^[\u0621-\u064A]+$/;
const PREFIXES = ['وال', 'بال', 'كال', 'فال', 'لل', 'ال'];
const SUFFIXES = ['ها', 'ان', 'ات', 'ون', 'ين', 'يه', 'يه', 'ه', 'ي'];

/**
 * Lucene's ArabicStemmer (light stemming) on a folded word: one prefix among ال وال بال كال فال لل
 * (leaving at least 2 letters) or و (on words of 4 letters or more), then the suffixes
 * ها ان ات ون ين يه ية ه ة ي in that order, each leaving at least 2 letters. ة and ى are
 * already folded to ه and ي.
 */
export function stemArabic(word: string): string {
  if (!ARABIC_LETTERS.test(word)) return word;
  let w = word;
  const prefix = PREFIXES.find((p) => w.startsWith(p) && w.length - p.length >= 2);
  if (prefix) w = w.slice(prefix.length);
  else if (w.startsWith('و') && w.length >= 4) w = w.slice(1);
  for (const suffix of SUFFIXES) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 2) w = w.slice(0, -suffix.length);
  }
  return w;
}

/** Arabizi digits and digraphs as written in the Maghreb (SEARCH.md). */
const ARABIZI: [RegExp, string][] = [
  [/kh/g, 'خ'],
  [/ch|sh/g, 'ش'],
  [/gh/g, 'غ'],
  [/dj|j/g, 'ج'],
  [/th/g, 'ث'],
  [/3/g, 'ع'],
  [/7/g, 'ح'],
  [/9/g, 'ق'],
  [/8/g, 'ه'],
  [/2/g, 'ء'],
  [/5/g, 'خ'],
  [/b|p/g, 'ب'],
  [/t/g, 'ت'],
  [/d/g, 'د'],
  [/r/g, 'ر'],
  [/z/g, 'ز'],
  [/s|c/g, 'س'],
  [/f|v/g, 'ف'],
  [/q|k|g/g, 'ك'],
  [/l/g, 'ل'],
  [/m/g, 'م'],
  [/n/g, 'ن'],
  [/h/g, 'ه'],
  [/w/g, 'و'],
  [/y/g, 'ي'],
  [/x/g, 'كس'],
];

/** Letters that sound alike in dialect, merged in the skeleton. */
const SKELETON_MERGE: Record<string, string> = {
  ص: 'س',
  ث: 'س',
  ض: 'د',
  ظ: 'د',
  ذ: 'د',
  ط: 'ت',
  ق: 'ك',
  ء: '',
  ع: '',
  ا: '',
  و: '',
  ي: '',
  ه: '',
};

/**
 * A consonant skeleton of a word, for Arabic and Arabizi alike: Arabizi is transliterated,
 * the article dropped, vowels and weak letters removed, similar consonants merged, doubled
 * letters collapsed. `7anout` and `الحانوت` both give `حنت`; `sayara` and `سيارة` give `سر`.
 */
export function skeleton(word: string): string {
  let w = word.toLowerCase();
  if (/^[a-z0-9]+$/.test(w)) {
    if (!/[a-z]/.test(w)) return '';
    for (const [pattern, letter] of ARABIZI) w = w.replace(pattern, letter);
    w = w.replace(/[aeiou]/g, '');
  } else if (ARABIC_LETTERS.test(w)) {
    w = w.replace(/^(وال|بال|كال|فال|ال)/, '');
  } else {
    return '';
  }
  const merged = [...w].map((c) => SKELETON_MERGE[c] ?? c).join('');
  return merged.replace(/(.)\1+/g, '$1');
}

/** The words of a folded text, each with its Arabic stem where it differs (indexed together). */
export function searchTerms(text: string): string[] {
  const words = normalizeText(text).split(' ').filter(Boolean);
  const terms = new Set<string>();
  for (const word of words) {
    terms.add(word);
    const stem = stemArabic(word);
    if (stem !== word) terms.add(stem);
  }
  return [...terms];
}

/** Arabizi letters as read in an Arabic spelling: digits and digraphs first (SEARCH.md). */
const ARABIZI_LETTERS: [string, string][] = [
  ['kh', 'خ'],
  ['ch', 'ش'],
  ['sh', 'ش'],
  ['gh', 'غ'],
  ['dj', 'ج'],
  ['th', 'ث'],
  ['3', 'ع'],
  ['7', 'ح'],
  ['9', 'ق'],
  ['8', 'ه'],
  ['2', 'ء'],
  ['5', 'خ'],
  ['b', 'ب'],
  ['p', 'ب'],
  ['t', 'ت'],
  ['d', 'د'],
  ['r', 'ر'],
  ['z', 'ز'],
  ['s', 'س'],
  ['c', 'س'],
  ['f', 'ف'],
  ['v', 'ف'],
  ['q', 'ق'],
  ['k', 'ك'],
  ['g', 'ق'],
  ['l', 'ل'],
  ['m', 'م'],
  ['n', 'ن'],
  ['h', 'ه'],
  ['w', 'و'],
  ['y', 'ي'],
  ['j', 'ج'],
  ['x', 'كس'],
];
/** Spellings of a vowel inside a word (short vowels are often not written) and at its end. */
const VOWELS: Record<string, { inner: string[]; last: string[] }> = {
  a: { inner: ['ا', ''], last: ['ه', 'ا'] },
  i: { inner: ['ي', ''], last: ['ي'] },
  u: { inner: ['و', ''], last: ['و'] },
};
const MAX_SPELLINGS = 32;

/**
 * Arabic spellings of an Arabizi word, for a query to meet Arabic listings without any
 * re-indexing: `7anout` → حانوت, حنوت…; `9ahwa` → قهوه…; `el7out` → الحوت…. Only words with
 * an Arabizi digit (2 3 5 7 8 9) are read this way: a Latin word without one is as likely
 * French or English, and its vowel-less skeleton would meet unrelated Arabic words (maison →
 * مسن). Those rely on the synonym groups (sayara, tomobil).
 */
export function arabiziSpellings(word: string): string[] {
  if (!/^[a-z0-9]+$/.test(word) || !/[a-z]/.test(word) || !/[235789]/.test(word)) return [];
  let rest = word;
  let spellings = [''];
  if (/^el[^aeiou]/.test(rest)) {
    spellings = ['ال'];
    rest = rest.slice(2);
  }
  const start = spellings[0]!.length;
  while (rest) {
    const vowel = /^(ou|[aeiou])/.exec(rest)?.[0];
    let options: string[];
    if (vowel) {
      const kind = VOWELS[vowel === 'a' ? 'a' : vowel === 'e' || vowel === 'i' ? 'i' : 'u']!;
      rest = rest.slice(vowel.length);
      const first = spellings[0]!.length === start;
      options = first ? ['ا'] : rest ? kind.inner : kind.last;
    } else {
      const [latin, arabic] = ARABIZI_LETTERS.find(([l]) => rest.startsWith(l)) ?? [rest[0]!, ''];
      rest = rest.slice(latin.length);
      options = [arabic];
    }
    spellings = spellings.flatMap((s) => options.map((o) => s + o)).slice(0, MAX_SPELLINGS);
  }
  return [...new Set(spellings.filter((s) => [...s].length >= 2))];
}
