import { randomBytes } from 'node:crypto';
import { foldArabic, foldLatin } from './search/normalize';

/** Arabic letters in a simple Latin transliteration, as Algerians write them in addresses. */
const ARABIC_TO_LATIN: Record<string, string> = {
  ا: 'a',
  ب: 'b',
  ت: 't',
  ث: 'th',
  ج: 'j',
  ح: 'h',
  خ: 'kh',
  د: 'd',
  ذ: 'dh',
  ر: 'r',
  ز: 'z',
  س: 's',
  ش: 'ch',
  ص: 's',
  ض: 'd',
  ط: 't',
  ظ: 'dh',
  ع: 'a',
  غ: 'gh',
  ف: 'f',
  ق: 'q',
  ك: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'a',
  و: 'ou',
  ي: 'i',
  ء: '',
  پ: 'p',
  چ: 'tch',
  ڤ: 'v',
  گ: 'g',
};

const MAX_BASE_LENGTH = 60;

/**
 * The readable part of a slug: the title folded, Arabic transliterated, words joined by dashes
 * (listings and CMS items); `fallback` when nothing readable is left.
 */
export function slugBase(title: string, fallback = 'listing'): string {
  const folded = foldLatin(foldArabic(title.normalize('NFKC'))).toLowerCase();
  const latin = [...folded].map((c) => ARABIC_TO_LATIN[c] ?? c).join('');
  const base = latin
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_BASE_LENGTH)
    .replace(/-+$/, '');
  return base || fallback;
}

/** A slug: the readable base plus a short random suffix that makes it unique (8 base-36 characters). */
export function newSlug(title: string): string {
  const suffix = BigInt(`0x${randomBytes(6).toString('hex')}`)
    .toString(36)
    .padStart(8, '0')
    .slice(-8);
  return `${slugBase(title)}-${suffix}`;
}
