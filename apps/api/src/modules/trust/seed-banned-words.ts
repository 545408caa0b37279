import type { Db } from '../../db/client';
import { insertBannedWord, selectBannedWords } from './queries';

/**
 * A starting list of words that put a listing in front of a reviewer: scams, drugs
 * and weapons in each language. Reference data written only into an empty list, so the words
 * an admin removes stay removed.
 */
const WORDS: Record<'ar' | 'fr' | 'en', string[]> = {
  ar: ['نصب', 'احتيال', 'مخدرات', 'سلاح'],
  fr: ['arnaque', 'escroquerie', 'drogue', 'contrefaçon'],
  en: ['scam', 'counterfeit', 'drugs', 'weapon'],
};

export async function seedBannedWords(db: Db): Promise<void> {
  if ((await selectBannedWords(db)).length > 0) return;
  for (const [locale, words] of Object.entries(WORDS)) {
    for (const word of words) await insertBannedWord(db, locale, word);
  }
}
