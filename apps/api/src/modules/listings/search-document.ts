import { normalizeText, stemArabic } from '../../platform/search/normalize';

/**
 * How listings meet queries (SEARCH.md). At write time the listing's text becomes a document
 * of folded words plus their stems; at search time each query word becomes a group of
 * alternatives (the word, its stems, its synonyms) matched as whole words — or as word
 * prefixes when at least 4 letters long — so "car" never finds "Cartable" while "appart"
 * finds "L'appartement". Both sides use platform/search/normalize.ts.
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

/** The forms a folded word is indexed and searched under. */
function formsOf(word: string): string[] {
  return [...new Set([word, stemArabic(word), stemLatin(word)])];
}

/**
 * Words that mean the same across our languages and spellings (SEARCH.md: broken plurals,
 * cross-language words, Arabizi). A built-in start: an admin-editable table is left for later.
 */
const SYNONYM_GROUPS: string[][] = [
  ['voiture', 'car', 'automobile', 'سيارة', 'sayara', 'tomobil', 'طوموبيل'],
  ['appartement', 'apartment', 'flat', 'شقة', 'شقق'],
  ['telephone', 'phone', 'smartphone', 'هاتف', 'جوال'],
  ['refrigerateur', 'frigo', 'fridge', 'refrigerator', 'ثلاجة', 'تلاجة'],
  ['maison', 'house', 'منزل', 'دار', 'dar', 'بيت'],
  ['chaussure', 'shoe', 'حذاء', 'أحذية', 'sabat', 'صباط'],
  ['ordinateur', 'computer', 'laptop', 'حاسوب', 'كمبيوتر'],
  ['pneu', 'tyre', 'tire', 'عجلة', 'إطار'],
  ['terrain', 'land', 'plot', 'أرض', 'قطعة'],
  ['location', 'rent', 'كراء', 'إيجار'],
  ['vente', 'sale', 'بيع'],
  ['cours', 'lesson', 'tutoring', 'دروس', 'درس'],
  ['plombier', 'plumber', 'سباك', 'plombri'],
  ['demenagement', 'moving', 'removal', 'نقل', 'ترحيل'],
];

/** Every form of every word of a group, keyed by each form: one lookup per query word form. */
const SYNONYMS: Map<string, string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const group of SYNONYM_GROUPS) {
    const forms = [...new Set(group.flatMap((w) => normalizeText(w).split(' ').flatMap(formsOf)))];
    for (const form of forms) map.set(form, [...new Set([...(map.get(form) ?? []), ...forms])]);
  }
  return map;
})();

/** The search document of a listing: distinct folded words and their stems, space-separated. */
export function searchDocument(texts: (string | null | undefined)[]): string {
  const terms = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const word of normalizeText(text).split(' ')) {
      if (word) for (const form of formsOf(word)) terms.add(form);
    }
  }
  return [...terms].join(' ');
}

const lexeme = (term: string, prefix: boolean) =>
  // Terms hold only letters and digits (normalizeText), so quoting cannot be broken out of.
  prefix && [...term].length >= MIN_PREFIX_LENGTH ? `'${term}':*` : `'${term}'`;

export interface TextQuery {
  /** Every query word must match (as a word, a stem, a synonym or a long enough prefix). */
  match: string;
  /** The query's words exactly as typed (folded), for ranking exact matches first. */
  exact: string;
}

/** The to_tsquery('simple', …) texts of a user's query, or undefined when it has no words. */
export function buildTextQuery(q: string | undefined): TextQuery | undefined {
  if (!q) return undefined;
  const words = [...new Set(normalizeText(q).split(' ').filter(Boolean))].slice(0, MAX_QUERY_WORDS);
  if (words.length === 0) return undefined;
  const groups = words.map((word) => {
    const alternatives = new Set<string>();
    for (const form of formsOf(word)) {
      alternatives.add(form);
      for (const synonym of SYNONYMS.get(form) ?? []) alternatives.add(synonym);
    }
    return `(${[...alternatives].map((a) => lexeme(a, true)).join(' | ')})`;
  });
  return {
    match: groups.join(' & '),
    exact: words.map((w) => lexeme(w, false)).join(' | '),
  };
}
