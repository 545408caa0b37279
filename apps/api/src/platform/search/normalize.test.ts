import { describe, expect, it } from 'vitest';
import {
  arabiziSpellings,
  foldArabic,
  keysToMeet,
  normalizeText,
  phoneticKeys,
  searchTerms,
  stemArabic,
} from './normalize';

/** Whether a Latin and an Arabic spelling meet, searched either way. */
const meet = (latin: string, arabic: string) => {
  const oneWay = (query: string, document: string) => {
    const keys = phoneticKeys(normalizeText(document))?.keys ?? [];
    return (keysToMeet(normalizeText(query))?.keys ?? []).some((key) => keys.includes(key));
  };
  const found = oneWay(latin, arabic);
  expect(oneWay(arabic, latin), `${arabic} → ${latin}`).toBe(found);
  return found;
};

describe('normalizeText', () => {
  it.each([
    ['سيارة', 'سياره'],
    ['أحذية رياضية', 'احذيه رياضيه'],
    ['ثلاجة مُستَعمَلة', 'ثلاجه مستعمله'],
    ['غسالـــة ملابس', 'غساله ملابس'],
    ['مستشفى', 'مستشفي'],
    ['Téléphone portable', 'telephone portable'],
    ["L'appartement meublé", 'appartement meuble'],
    ['Machine à laver', 'machine a laver'],
    ['Œuvre d’art', 'oeuvre art'],
    ['١٢٣ شارع', '123 شارع'],
    ['ﻻ', 'لا'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeText(input)).toBe(expected);
  });
});

describe('stemArabic', () => {
  it.each([
    ['السياره', 'سيار'],
    ['سيارات', 'سيار'],
    ['سياره', 'سيار'],
    ['الثلاجه', 'ثلاج'],
    ['ثلاجات', 'ثلاج'],
    ['والهاتف', 'هاتف'],
    ['الهاتف', 'هاتف'],
    ['هاتف', 'هاتف'],
    ['مستعمله', 'مستعمل'],
    ['احذيه', 'احذ'],
    ['للبيع', 'بيع'],
  ])('%s → %s', (input, expected) => {
    expect(stemArabic(foldArabic(input))).toBe(expected);
  });

  it('leaves Latin words alone', () => {
    expect(stemArabic('voiture')).toBe('voiture');
  });
});

describe('phoneticKeys (Latin spellings meet Arabic ones)', () => {
  it.each([
    // Brands and loan words.
    ['samsung', 'سامسونج'],
    ['Samsung', 'سامسونغ'],
    ['renault', 'رونو'],
    ['galaxy', 'غالاكسي'],
    ['galaxy', 'جالاكسي'],
    ['nokia', 'نوكيا'],
    ['toyota', 'تويوتا'],
    ['peugeot', 'بيجو'],
    ['chevrolet', 'شفروليه'],
    ['mercedes', 'مرسيدس'],
    ['frigidaire', 'فريجيدير'],
    ['climatiseur', 'كليماتيزور'],
    ['iphone', 'آيفون'],
    ['opel', 'أوبل'],
    ['condor', 'كوندور'],
    ['telephone', 'تيليفون'],
    // Arabizi.
    ['tilifoun', 'تلفون'],
    ['7anout', 'الحانوت'],
    ['hanout', 'حانوت'],
    ['sayara', 'سيارة'],
    ['tomobil', 'طوموبيل'],
    ['khobz', 'خبز'],
    ['chambra', 'شمبرة'],
  ])('%s ~ %s', (latin, arabic) => {
    expect(phoneticKeys(normalizeText(latin))?.script).toBe('latin');
    expect(phoneticKeys(normalizeText(arabic))?.script).toBe('arabic');
    expect(meet(latin, arabic)).toBe(true);
  });

  it.each([
    ['samsung', 'سامبول'],
    ['toyota', 'تويتر'],
    ['nokia', 'نقطة'],
    ['renault', 'رنين'],
    ['galaxy', 'جلسة'],
    // A vowel a Latin spelling writes may be left out in Arabic, never one it does not write.
    ['maths', 'ممتاز'],
    ['cours', 'كرسي'],
  ])('%s does not meet %s', (latin, arabic) => {
    expect(meet(latin, arabic)).toBe(false);
  });

  it('keeps the vowel of short words, and gives shorter ones no key: they would meet too many words', () => {
    expect(meet('dar', 'دار')).toBe(true);
    expect(meet('car', 'كار')).toBe(true);
    expect(meet('phone', 'فون')).toBe(true);
    for (const [latin, arabic] of [
      ['dar', 'دور'],
      ['dar', 'در'],
      ['car', 'كراء'],
      ['car', 'قرية'],
      ['phone', 'فان'],
      ['kia', 'كيا'],
    ]) {
      expect(meet(latin!, arabic!), `${latin} ~ ${arabic}`).toBe(false);
    }
    for (const word of ['kia', 'pc', 'تي', 'ماء'])
      expect(phoneticKeys(normalizeText(word)), word).toBeUndefined();
  });

  it('gives numbers, mixed scripts and other digits no key', () => {
    for (const word of ['2024', 'golf7x1', 'a4', 'iphone12', 'سامسونجx']) {
      expect(phoneticKeys(normalizeText(word)), word).toBeUndefined();
    }
  });
});

describe('searchTerms', () => {
  it('indexes each folded word and its stem', () => {
    expect(searchTerms('السيارات الجديدة')).toEqual(['السيارات', 'سيار', 'الجديده', 'جديد']);
  });
});

describe('arabiziSpellings', () => {
  it.each([
    ['7anout', 'حانوت'],
    ['9ahwa', 'قهوه'],
    ['el7out', 'الحوت'],
    ['3ors', 'عرس'],
    ['ta9a', 'تاقه'],
    ['khobz2', 'خبزء'],
  ])('%s can be spelled %s', (latin, arabic) => {
    expect(arabiziSpellings(latin)).toContain(foldArabic(arabic));
  });

  it('spells 7anout exactly as the Arabic word is written', () => {
    expect(arabiziSpellings('7anout')).toContain('حانوت');
    expect(arabiziSpellings('9ahwa')).toContain('قهوه');
  });

  it('leaves words without an Arabizi digit, numbers and accented words alone', () => {
    expect(arabiziSpellings('maison')).toEqual([]);
    expect(arabiziSpellings('2024')).toEqual([]);
    expect(arabiziSpellings('télé7')).toEqual([]);
  });

  it('keeps the number of spellings small', () => {
    expect(arabiziSpellings('7abibatoukoumamirahoum').length).toBeLessThanOrEqual(32);
  });
});
