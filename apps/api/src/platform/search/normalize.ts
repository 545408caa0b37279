/**
 * Text normalization for search across Arabic, French, English and Arabizi
 * (docs/architecture.md, "Search").
 * The same functions fold the listing text when it is indexed and the query when it is
 * searched, so both meet in one form.
 */

const ARABIC_DIACRITICS = /[\u064B-\u065F\u0670\u06D6-\u06ED]/g;
const TATWEEL = /\u0640/g;
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Lucene's ArabicNormalizer plus Snowball's extra folds (ؤ → و, ئ → ي, Arabic-Indic digits). */
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
/** Arabic letters with the Maghreb's extra ones (پ ڤ ڨ گ). */
const ARABIC_WORD = /^[\u0621-\u064A\u067E\u06A4\u06A8\u06AF]+$/;
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

/**
 * The consonant classes of the phonetic key shared by Latin and Arabic spellings (decision 018:
 * a consonant skeleton of a word): letters heard alike in loan words and brand names share a
 * class (س ص ز s z c, ك ق k q c, ج غ g j, ب b p, ف f v…). Vowels and weak letters (ا و ي,
 * a e i o u y w) keep their sound, a i or u, for keyOf. ه inside a word and the hamza are
 * dropped; ع (`e`) and ح (`h`) keep a class of their own, so only an Arabizi 3 or 7 meets them.
 */
const ARABIC_CLASSES: Record<string, string> = {
  ب: 'b',
  پ: 'b',
  ف: 'f',
  ڤ: 'f',
  ت: 't',
  ط: 't',
  ث: 't',
  د: 'd',
  ذ: 'd',
  ض: 'd',
  ظ: 'd',
  س: 's',
  ص: 's',
  ز: 's',
  ش: 'c',
  ج: 'g',
  غ: 'g',
  ڨ: 'g',
  گ: 'g',
  ك: 'k',
  ق: 'k',
  خ: 'x',
  ح: 'h',
  ع: 'e',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ر: 'r',
  ا: 'a',
  و: 'u',
  ي: 'i',
  ء: '',
};
/** Latin letters, digraphs first, and the Arabizi digits, in the same classes. */
const LATIN_CLASSES: [RegExp, string][] = [
  [/^(sch|ch|sh)/, 'c'],
  [/^kh/, 'x'],
  [/^(gh|dj|gu(?=[eiy]))/, 'g'],
  [/^ph/, 'f'],
  [/^th/, 't'],
  [/^(ck|qu)/, 'k'],
  [/^c(?=[eiy])/, 's'],
  [/^x/, 'ks'],
  [/^[bp]/, 'b'],
  [/^[fv]/, 'f'],
  [/^t/, 't'],
  [/^d/, 'd'],
  [/^[sz]/, 's'],
  [/^[gj]/, 'g'],
  [/^[ckq9]/, 'k'],
  [/^5/, 'x'],
  [/^7/, 'h'],
  [/^3/, 'e'],
  [/^[lmnr]/, '$&'],
  [/^a/, 'a'],
  [/^[eiy]/, 'i'],
  [/^[ouw]/, 'u'],
  [/^[28]/, ''],
];
/** A phonetic key needs this many letters (classes and vowel marks): shorter ones meet too many words. */
export const MIN_PHONETIC_KEY = 3;

/**
 * The key of a sequence of classes, repeated ones merged: its consonants, with `v` for each run
 * of vowels (MIN_PHONETIC_KEY letters, two consonants at least): samsung and سامسونج give
 * `svmsvng`. A word of one vowel between two consonants (dar, phone, car) keeps its vowel's
 * sound instead: dar meets دار but not دور or در, car meets كار but not كراء.
 */
function keyOf(classes: string[]): string | undefined {
  const merged = classes.join('').replace(/(.)\1+/g, '$1');
  if (/^[^aiu][aiu][^aiu]$/.test(merged)) return merged;
  const key = merged.replace(/[aiu]+/g, 'v');
  return key.replace(/v/g, '').length >= 2 && key.length >= MIN_PHONETIC_KEY ? key : undefined;
}

export type Script = 'arabic' | 'latin';

/** Spellings a query key meets in the other script, at most (the key itself first). */
const MAX_KEY_VARIANTS = 16;

/**
 * The keys of the other script's spellings a key meets. Arabic leaves short vowels unwritten
 * where a Latin spelling writes them (tilifoun `tvlvfvn`, تلفون `tlfvn`), never the reverse: a
 * Latin key meets its forms with inner vowels left out, an Arabic key its forms with vowels
 * added between consonants. So maths (`mvts`) never meets ممتاز (`mtvs`). Fewest changes first.
 */
function keyVariants(key: string, script: Script): string[] {
  const letters = [...key];
  // Inner places: a vowel a Latin key may lose, or a gap between consonants an Arabic key may fill.
  const places = letters
    .map((c, i) => i)
    .filter((i) =>
      script === 'latin'
        ? i > 0 && i < letters.length - 1 && letters[i] === 'v'
        : i < letters.length - 1 && letters[i] !== 'v' && letters[i + 1] !== 'v',
    )
    .slice(0, 10);
  const masks = Array.from({ length: 2 ** places.length }, (_, mask) => mask);
  const changes = (mask: number) => mask.toString(2).replace(/0/g, '').length;
  return masks
    .sort((a, b) => changes(a) - changes(b))
    .slice(0, MAX_KEY_VARIANTS)
    .map((mask) =>
      letters
        .map((c, i) => {
          const chosen = places.indexOf(i) >= 0 && (mask >> places.indexOf(i)) & 1;
          if (!chosen) return c;
          return script === 'latin' ? '' : `${c}v`;
        })
        .join(''),
    );
}

function arabicKey(word: string): string | undefined {
  const bare = word.replace(/^(وال|بال|كال|فال|ال)(?=..)/, '');
  const classes: string[] = [];
  for (const [i, letter] of [...bare].entries()) {
    // ه ends a word as the vowel of ة (folded to ه); inside a word it is too weak to count.
    const cls = letter === 'ه' ? (i === bare.length - 1 ? 'a' : '') : ARABIC_CLASSES[letter];
    if (cls === undefined) return undefined;
    classes.push(cls);
  }
  return keyOf(classes);
}

/**
 * The readings of a Latin word: as written, and (when it differs) as French drops its silent
 * endings (Renault → reno, Peugeot → peujo, Chevrolet → chevrole). latinKey reads each with h
 * silent as in French and, when it has one, h heard as ح as in Arabizi (hanout).
 */
function latinReadings(word: string): string[] {
  const silentE = (w: string) => (w.length > 3 ? w.replace(/([^aeiouy])e$/, '$1') : w);
  const french = silentE(word.replace(/(eaux?|aux?|ault)$/, 'o')).replace(/([aeiouy])[tdsxz]$/, '$1');
  return [...new Set([silentE(word), french])];
}

function latinKey(reading: string, h: string): string | undefined {
  const classes: string[] = [];
  for (let rest = reading; rest;) {
    if (rest.startsWith('h')) {
      classes.push(h);
      rest = rest.slice(1);
      continue;
    }
    const rule = LATIN_CLASSES.find(([pattern]) => pattern.test(rest));
    if (!rule) return undefined;
    const [letters] = rule[0].exec(rest)!;
    classes.push(rule[1] === '$&' ? letters : rule[1]);
    rest = rest.slice(letters.length);
  }
  return keyOf(classes);
}

/**
 * The phonetic keys of a folded word and its script, so a Latin spelling meets an Arabic one
 * of the same word (samsung and سامسونج give `svmsvng`, renault and رونو `rvnv`): consonants in
 * shared classes and vowel marks (keyOf), silent French endings read both ways. Numbers and
 * mixed scripts have none. A query meets them through keysToMeet (docs/decisions/018).
 */
export function phoneticKeys(word: string): { script: Script; keys: string[] } | undefined {
  if (ARABIC_WORD.test(word)) {
    const key = arabicKey(word);
    return key ? { script: 'arabic', keys: [key] } : undefined;
  }
  if (!/^[a-z0-9]+$/.test(word) || !/[a-z]/.test(word) || /[0146]/.test(word)) return undefined;
  const keys = new Set<string>();
  for (const reading of latinReadings(word)) {
    for (const h of reading.includes('h') ? ['', 'h'] : ['']) {
      const key = latinKey(reading, h);
      if (key) keys.add(key);
    }
  }
  return keys.size ? { script: 'latin', keys: [...keys] } : undefined;
}

/**
 * The phonetic keys of the other script's words a query word meets (keyVariants): samsung
 * meets the Arabic words keyed `svmsvng` or `smsvng`…, سامسونج the Latin ones keyed `svmsvng`
 * or `svmsvnvg`…
 */
export function keysToMeet(word: string): { script: Script; keys: string[] } | undefined {
  const found = phoneticKeys(word);
  if (!found) return undefined;
  const keys = new Set(found.keys.flatMap((key) => keyVariants(key, found.script)));
  return { script: found.script === 'arabic' ? 'latin' : 'arabic', keys: [...keys] };
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

/** Arabizi letters as read in an Arabic spelling: digits and digraphs first, as written in the Maghreb. */
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
