import { describe, expect, it } from 'vitest';
import { STARTER_SYNONYMS } from '../settings/testing';
import { buildTextQuery } from './search-document';
import { buildSynonymIndex, spansOf } from './synonyms';

describe('synonym index', () => {
  const index = buildSynonymIndex([
    ['سيارة', 'voiture', 'Car', 'tomobil'],
    ['غسالة', 'machine à laver', 'washing machine'],
    ['car', 'autocar'],
  ]);

  it('folds every entry, so any spelling of a word finds its group', () => {
    expect(index.groups.get('سياره')).toEqual(expect.arrayContaining([['voiture'], ['tomobil']]));
    expect(index.groups.get('voiture')).toEqual(expect.arrayContaining([['سياره'], ['car']]));
  });

  it('joins the groups a word belongs to', () => {
    expect(index.groups.get('car')).toEqual(expect.arrayContaining([['voiture'], ['autocar']]));
    expect(index.groups.get('voiture')).not.toContainEqual(['autocar']);
  });

  it('reads the longest phrase of a group in a query, and other words alone', () => {
    const spans = spansOf(['machine', 'a', 'laver', 'neuve'], index);
    expect(spans.map((s) => s.words)).toEqual([['machine', 'a', 'laver'], ['neuve']]);
    expect(spans[0]!.synonyms).toContainEqual(['غساله']);
    expect(spans[1]!.synonyms).toEqual([]);
  });

  it('expands a query word to the other entries, as whole words with their stems', () => {
    const text = buildTextQuery('voiture', index)!;
    expect(text.groups).toHaveLength(1);
    expect(text.match).toContain("'voiture':*");
    expect(text.match).toContain("'سياره' | 'سيار'");
    expect(text.match).toContain("'tomobil'");
    expect(text.match).not.toContain("'tomobil':*");
  });

  it('expands a phrase to a single word and a single word to a phrase (all its words required)', () => {
    expect(buildTextQuery('machine à laver', index)!.match).toContain("'غساله'");
    expect(buildTextQuery('غسالة', index)!.match).toContain("('washing' & 'machine')");
  });

  it('leaves a query without synonyms as typed', () => {
    expect(buildTextQuery('miel', index)!.match).toBe(buildTextQuery('miel')!.match);
    expect(buildTextQuery('miel', index)!.match).toMatch(/^\('miel':\* \| '0a[a-z]+'\)$/);
  });

  it('starts with a valid list of groups in every language', () => {
    const starter = buildSynonymIndex(STARTER_SYNONYMS);
    for (const word of ['سيارة', 'voiture', 'car', 'tomobil', 'شقق', 'appartement', '7anout']) {
      expect(starter.groups.get(buildTextQuery(word)!.exact.replaceAll("'", '')), word).toBeDefined();
    }
    expect(STARTER_SYNONYMS.every((g) => g.length >= 2 && g.length <= 40)).toBe(true);
  });
});
