import type { BannedWord } from '@portal/contract/trust';
import { describe, expect, it } from 'vitest';
import { filterWords } from './api/banned-words';

const word = (id: number, text: string): BannedWord => ({
  id,
  locale: 'ar',
  word: text,
  created_at: '2026-01-01T00:00:00Z',
});

describe('searching a banned-word list', () => {
  const list = [word(1, 'أسلحة'), word(2, 'Contrefaçon'), word(3, 'drogue')];

  it('keeps every word for an empty search', () => {
    expect(filterWords(list, '  ')).toEqual(list);
  });

  it('finds a part of a word whatever its case, accents or Arabic letter forms', () => {
    expect(filterWords(list, 'CONTREFACON').map((w) => w.id)).toEqual([2]);
    expect(filterWords(list, 'اسل').map((w) => w.id)).toEqual([1]);
    expect(filterWords(list, 'rog').map((w) => w.id)).toEqual([3]);
    expect(filterWords(list, 'xyz')).toEqual([]);
  });
});
