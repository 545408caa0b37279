import {
  arabiziSpellings,
  keysToMeet,
  normalizeText,
  phoneticKeys,
  stemArabic,
  type Script,
} from '../../platform/search/normalize';
import { spansOf, type SynonymIndex } from './synonyms';

/**
 * How listings meet queries (docs/architecture.md, "Search"). At write time the listing's text
 * becomes a document of folded words plus their stems and spellings, then their phonetic keys;
 * at search time each query word becomes a group of alternatives (the word, its stems, its
 * synonyms, the other script's key) matched as whole words — or as word prefixes when at least
 * 4 letters long, or one letter off when at least 5 — so "car" never finds "Cartable" while
 * "appart" finds "L'appartement" and "samsung" finds "سامسونج". Articles alone need not match.
 * Both sides use platform/search/normalize.ts.
 */

/** Letters a word needs before it is also matched as a prefix (3-letter prefixes are too loose). */
export const MIN_PREFIX_LENGTH = 4;
/** Words of a query beyond this are ignored (a query is a few words, not a document). */
const MAX_QUERY_WORDS = 8;

/** Light Latin stemming for French and English plurals: voitures → voiture, pneus → pneu, phones → phone. */
export function stemLatin(word: string): string {
  if (!/^[a-z]+$/.test(word) || word.length < 4) return word;
  if (word.endsWith('ss')) return word;
  if (word.endsWith('s') || word.endsWith('x')) return word.slice(0, -1);
  return word;
}

/**
 * A Latin word as spelled another common way: ph is written f (telephone, telefone), so the
 * document holds both and a query in either spelling meets it (typos then apply to both).
 */
export function latinSpelling(word: string): string {
  return /^[a-z]+$/.test(word) ? word.replace(/ph/g, 'f') : word;
}

/** The forms a folded word is indexed and searched under. */
function formsOf(word: string): string[] {
  return [...new Set([word, stemArabic(word), stemLatin(word), latinSpelling(stemLatin(word))])];
}

/**
 * A phonetic key in the document: `0a…` heard in an Arabic word, `0l…` in a Latin one. A word
 * never starts with a digit followed by these letters, so a key never meets a word; the script
 * lets a query reach only the other script's keys (a Latin word already meets Latin spellings).
 */
const keyTerm = (script: Script, key: string) => `0${script === 'arabic' ? 'a' : 'l'}${key}`;
/** Whether a document term is a phonetic key rather than a word. */
export const isKeyTerm = (term: string) => /^0[al][a-z]+$/.test(term);

/** The distinct folded words of texts, with their stems and spellings (no keys). */
export function documentWords(texts: (string | null | undefined)[]): string[] {
  const terms = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const word of normalizeText(text).split(' ')) {
      if (word) for (const form of formsOf(word)) terms.add(form);
    }
  }
  return [...terms];
}

/**
 * The search document of a listing, space-separated: distinct folded words and their stems and
 * spellings, then the phonetic keys of those words (keyTerm) for transliterations to meet.
 */
export function searchDocument(texts: (string | null | undefined)[]): string {
  const words = documentWords(texts);
  const keys = new Set<string>();
  for (const word of words) {
    const found = phoneticKeys(word);
    if (found) for (const key of found.keys) keys.add(keyTerm(found.script, key));
  }
  return [...words, ...keys].join(' ');
}

/** The key terms of the other script a query word meets (samsung → Arabic words heard alike). */
function crossScriptKeys(word: string): string[] {
  const found = keysToMeet(word);
  return found ? found.keys.map((key) => keyTerm(found.script, key)) : [];
}

/**
 * Words a query may leave out (French and English articles and the like): "Le téléphone
 * portable" finds "Téléphone portable". A query of nothing else keeps them.
 */
const STOP_WORDS = new Set('le la les l un une des de du d au aux et the a an of and'.split(' '));

const lexeme = (term: string, prefix: boolean) =>
  // Terms hold only letters and digits (normalizeText), so quoting cannot be broken out of.
  prefix && [...term].length >= MIN_PREFIX_LENGTH ? `'${term}':*` : `'${term}'`;

/** Letters a query word needs before a one-letter typo of it is matched. */
export const MIN_TYPO_LENGTH = 5;
/**
 * Beyond this many letters the pattern has so many branches that pg_trgm stops reading
 * trigrams out of it and the index returns every row (measured: 12 letters 1 ms, 16 letters
 * a whole-index recheck of 900 ms on 20,000 rows); longer words are matched without typos.
 */
export const MAX_TYPO_LENGTH = 12;
/** Query words given typo tolerance, at most (each is one more trigram-index scan). */
const MAX_TYPO_WORDS = 3;

/**
 * A POSIX regular expression matching, as a whole word of the search document, every word one
 * letter away from `word`: one letter replaced, one letter more, (from 6 letters) one less, or
 * two neighbours swapped (bicycel → bicycle).
 * pg_trgm answers it from the trigram index of the lexicon of indexed words (search_words,
 * resolveTypos in queries.ts) and the regex then checks the candidates exactly, so "sport" never meets "transport" the way a bare trigram
 * similarity would.
 */
export function typoPattern(word: string): string | undefined {
  const letters = [...word];
  if (letters.length < MIN_TYPO_LENGTH || letters.length > MAX_TYPO_LENGTH) return undefined;
  if (!/^\p{L}+$/u.test(word)) return undefined;
  const any = '[^ ]';
  const variants = new Set<string>();
  for (let i = 0; i <= letters.length; i++) {
    const head = letters.slice(0, i).join('');
    if (i < letters.length) {
      variants.add(head + any + letters.slice(i + 1).join(''));
      if (letters.length > MIN_TYPO_LENGTH) variants.add(head + letters.slice(i + 1).join(''));
    }
    variants.add(head + any + letters.slice(i).join(''));
    if (i + 1 < letters.length && letters[i] !== letters[i + 1]) {
      variants.add(head + letters[i + 1] + letters[i] + letters.slice(i + 2).join(''));
    }
  }
  return `(^| )(${[...variants].join('|')})( |$)`;
}

export interface TextGroup {
  /** to_tsquery('simple', …): the words, their stems, prefixes and synonyms. */
  tsquery: string;
  /** A typo pattern of the word (typoPattern), for words long enough. */
  typo?: string;
  /** The word of `typo`, for a lexicon held in memory (TextIndex.wordsNear answers the same). */
  typoOf?: string;
}

export interface TextQuery {
  /** A listing matches when it matches every group (one per word or synonym phrase of the query). */
  groups: TextGroup[];
  /** Every group together, for ranking by how well a listing matches. */
  match: string;
  /** The query's words exactly as typed (folded), for ranking exact matches first. */
  exact: string;
}

const either = (parts: string[]) => (parts.length === 1 ? parts[0]! : `(${parts.join(' | ')})`);
const both = (parts: string[]) => (parts.length === 1 ? parts[0]! : `(${parts.join(' & ')})`);

/** The words of an entry, each as any of its forms; `prefix` for words a reader typed. */
const entryQuery = (words: string[], prefix: boolean) =>
  both(words.map((word) => either(formsOf(word).map((form) => lexeme(form, prefix)))));

/**
 * The to_tsquery('simple', …) texts of a user's query, or undefined when it has no words.
 * An Arabizi word with a digit also matches its Arabic spellings (arabiziSpellings). Synonyms (synonyms.ts) widen a word or a phrase of the query to the other entries of its
 * groups; those match as whole words (with their stems), never as prefixes, so "auto" for
 * voiture does not bring back "automatique".
 */
export function buildTextQuery(q: string | undefined, synonyms?: SynonymIndex): TextQuery | undefined {
  if (!q) return undefined;
  const words = [...new Set(normalizeText(q).split(' ').filter(Boolean))].slice(0, MAX_QUERY_WORDS);
  if (words.length === 0) return undefined;
  const read = synonyms ? spansOf(words, synonyms) : words.map((w) => ({ words: [w], synonyms: [] }));
  // A phrase of a synonym group ("machine a laver") keeps its little words; single ones go.
  const meaningful = read.filter((span) => span.words.length > 1 || !STOP_WORDS.has(span.words[0]!));
  const spans = meaningful.length ? meaningful : read;
  let typos = 0;
  const groups = spans.map((span): TextGroup => {
    const typed = entryQuery(span.words, true);
    const others = span.synonyms
      .filter((entry) => entry.join(' ') !== span.words.join(' '))
      .map((entry) => entryQuery(entry, false));
    if (span.words.length === 1) {
      others.push(...arabiziSpellings(span.words[0]!).map((spelling) => entryQuery([spelling], false)));
      others.push(...crossScriptKeys(span.words[0]!).map((key) => lexeme(key, false)));
    }
    const word = span.words[0]!;
    const typo = span.words.length === 1 && typos < MAX_TYPO_WORDS ? typoPattern(word) : undefined;
    if (typo) typos += 1;
    return { tsquery: either([...new Set([typed, ...others])]), ...(typo ? { typo, typoOf: word } : {}) };
  });
  return {
    groups,
    match: groups.map((g) => g.tsquery).join(' & '),
    exact: spans
      .flatMap((span) => span.words)
      .map((w) => lexeme(w, false))
      .join(' | '),
  };
}
