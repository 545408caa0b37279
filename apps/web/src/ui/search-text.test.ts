import { describe, expect, it } from 'vitest';
import { matchesSearch, normalizeSearchText } from './search-text';

describe('normalizeSearchText', () => {
  it('ignores case and Latin accents', () => {
    expect(normalizeSearchText('Électricité')).toBe('electricite');
    expect(normalizeSearchText('  Algérie   du Nord ')).toBe('algerie du nord');
  });

  it('ignores Arabic diacritics and tatweel', () => {
    expect(normalizeSearchText('مُحَمَّد')).toBe('محمد');
    expect(normalizeSearchText('الجـــزائر')).toBe(normalizeSearchText('الجزائر'));
    expect(normalizeSearchText('الجـــزائر')).not.toContain('ـ');
  });

  it('folds alef forms, alef maqsura and ta marbuta', () => {
    expect(normalizeSearchText('أحمد')).toBe('احمد');
    expect(normalizeSearchText('إسلام')).toBe('اسلام');
    expect(normalizeSearchText('آمنة')).toBe('امنه');
    expect(normalizeSearchText('مستشفى')).toBe('مستشفي');
    // Hamza on a seat is dropped too: writers often type the bare letter.
    expect(normalizeSearchText('الجزائر')).toBe('الجزاير');
    expect(normalizeSearchText('مؤسسة')).toBe('موسسه');
  });

  it('reads Arabic-Indic digits as Latin digits', () => {
    expect(normalizeSearchText('+٢١٣')).toBe('+213');
    expect(normalizeSearchText('۰۹')).toBe('09');
  });
});

describe('matchesSearch', () => {
  it('finds a folded query inside a folded text', () => {
    expect(matchesSearch('Sécurité', 'SECU')).toBe(true);
    expect(matchesSearch('الإلكترونيات', 'الالكترونيات')).toBe(true);
    expect(matchesSearch('سيارة', 'سياره')).toBe(true);
    expect(matchesSearch('سيارة', 'هاتف')).toBe(false);
  });

  it('matches everything with an empty query', () => {
    expect(matchesSearch('anything', '   ')).toBe(true);
  });
});
