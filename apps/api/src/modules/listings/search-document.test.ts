import { describe, expect, it } from 'vitest';
import { buildTextQuery, documentWords, searchDocument, stemLatin, typoPattern } from './search-document';
import { newSlug, slugBase } from '../../platform/slug';

describe('search document', () => {
  it('indexes folded words with their Arabic and Latin stems', () => {
    expect(searchDocument(['السيارات الجديدة', 'Pneus neufs']).split(' ')).toEqual(
      expect.arrayContaining(['السيارات', 'سيار', 'الجديده', 'جديد', 'pneus', 'pneu', 'neufs', 'neuf']),
    );
  });

  it('stems French and English plurals lightly', () => {
    expect(stemLatin('voitures')).toBe('voiture');
    expect(stemLatin('phones')).toBe('phone');
    expect(stemLatin('bus')).toBe('bus');
    expect(stemLatin('press')).toBe('press');
  });

  it.each([
    ['telephome', 'telephone', true],
    ['apartement', 'appartement', true],
    ['plombierr', 'plombier', true],
    ['غسالت', 'غساله', true],
    ['sport', 'transport', false],
    ['telefone', 'telephone', false],
    ['voiture', 'voiture occasion', true],
    ['bicycel', 'bicycle', true],
    ['tlephone', 'telephone', true],
    ['frigdiaire', 'frigidaire', true],
    ['bicycel', 'bicyclette', false],
    ['ocasoin', 'occasion', false],
  ])('typo pattern of %s against %s: %s', (query, document, matches) => {
    // JavaScript reads these simple POSIX patterns the way PostgreSQL does.
    expect(new RegExp(typoPattern(query)!).test(document)).toBe(matches);
  });

  it('gives no typo tolerance to short words, long words or words with digits', () => {
    expect(typoPattern('pneu')).toBeUndefined();
    expect(typoPattern('telecommunications')).toBeUndefined();
    expect(typoPattern('golf7x')).toBeUndefined();
    expect(buildTextQuery('pneu neuf')!.groups.every((g) => g.typo === undefined)).toBe(true);
    expect(buildTextQuery('voitures rouges occasion vendre')!.groups.filter((g) => g.typo)).toHaveLength(3);
  });

  it('indexes the f spelling of ph, and phonetic keys of each script after the words', () => {
    const terms = searchDocument(['Téléphone Samsung', 'سيارة رونو']).split(' ');
    expect(terms).toEqual(expect.arrayContaining(['telephone', 'telefone', 'samsung', 'رونو']));
    expect(terms).toEqual(expect.arrayContaining(['0ltvlvfvn', '0lsvmsvng', '0arvnv', '0asvrv']));
    expect(documentWords(['Téléphone Samsung'])).toEqual(['telephone', 'telefone', 'samsung']);
  });

  it("meets the other script's keys only, as whole terms ranked after the words as typed", () => {
    const latin = buildTextQuery('samsung')!;
    // Arabic may leave out the short vowels a Latin spelling writes.
    expect(latin.groups[0]!.tsquery).toContain("'0asvmsvng'");
    expect(latin.groups[0]!.tsquery).toContain("'0asmsng'");
    expect(latin.groups[0]!.tsquery).not.toContain("'0l");
    expect(latin.exact).toBe("'samsung'");
    expect(buildTextQuery('سامسونج')!.groups[0]!.tsquery).toContain("'0lsvmsvng'");
    expect(buildTextQuery('سامسونج')!.groups[0]!.tsquery).not.toContain("'0a");
    expect(buildTextQuery('car')!.match).toContain("'0akar'");
    expect(buildTextQuery('pc')!.match).not.toContain("'0");
  });

  it('leaves out articles unless the query has nothing else', () => {
    const query = buildTextQuery("Le téléphone de l'école, the phone")!;
    expect(query.groups).toHaveLength(3);
    expect(query.exact).toBe("'telephone' | 'ecole' | 'phone'");
    expect(query.match).not.toMatch(/'(le|de|the)'/);
    expect(buildTextQuery('the')!.match).toBe("'the'");
  });

  it('quotes every lexeme, uses prefixes only from 4 letters, and drops everything but letters and digits', () => {
    expect(buildTextQuery("' OR 1=1--")).toMatchObject({ match: "'or' & '1'", exact: "'or' | '1'" });
    expect(buildTextQuery('car')?.match).not.toContain("'car':*");
    expect(buildTextQuery('appart')?.match).toContain("'appart':*");
    expect(buildTextQuery('  ')).toBeUndefined();
    expect(buildTextQuery('%\\')).toBeUndefined();
  });
});

describe('slugs', () => {
  it.each([
    ['سيارة للبيع', 'siara-llbia'],
    ['Voiture d’occasion à Oran', 'voiture-d-occasion-a-oran'],
    ['!!!', 'listing'],
  ])('%s → %s…', (title, base) => {
    expect(slugBase(title)).toBe(base);
  });

  it('adds a short unique suffix', () => {
    const slug = newSlug('Appartement F3');
    expect(slug).toMatch(/^appartement-f3-[a-z0-9]{8}$/);
    expect(newSlug('Appartement F3')).not.toBe(slug);
  });
});
