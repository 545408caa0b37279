import { describe, expect, it } from 'vitest';
import { arabiziSpellings, foldArabic, normalizeText, searchTerms, skeleton, stemArabic } from './normalize';

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

describe('skeleton (Arabizi meets Arabic)', () => {
  it.each([
    ['7anout', 'الحانوت'],
    ['sayara', 'سيارة'],
    ['dar', 'دار'],
    ['tomobil', 'طوموبيل'],
    ['9ahwa', 'قهوة'],
    ['khobz', 'خبز'],
    ['chambra', 'شمبرة'],
  ])('%s ~ %s', (latin, arabic) => {
    expect(skeleton(latin)).not.toBe('');
    expect(skeleton(latin)).toBe(skeleton(foldArabic(arabic)));
  });

  it('does not build skeletons of numbers or French words with accents', () => {
    expect(skeleton('2024')).toBe('');
    expect(skeleton('télé')).toBe('');
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
    ['ta9a', 'طاقه'],
    ['khobz2', 'خبزء'],
  ])('%s can be spelled %s', (latin, arabic) => {
    const spellings = arabiziSpellings(latin).map((s) => skeleton(s));
    expect(spellings).toContain(skeleton(foldArabic(arabic)));
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
