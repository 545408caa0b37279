import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { api } from '../../../test/session';
import { firstBranch, postApprovedTitles } from './testing';

/**
 * Queries as people type them across scripts and spellings, each against a real listing:
 * Latin and Arabic spellings of brands and loan words (phonetic keys of the search document),
 * Arabizi outside the synonym groups, a typo across spellings or two letters swapped, and
 * articles that need not match — without finding words that only look alike.
 */
const PAIRS: [query: string, title: string][] = [
  // Brands and loan words, Latin → Arabic and back.
  ['samsung', 'هاتف سامسونج'],
  ['renault', 'سيارة رونو سامبول'],
  ['galaxy', 'هاتف سامسونج جالاكسي'],
  ['nokia', 'نوكيا قديم'],
  ['toyota', 'تويوتا هيلوكس'],
  ['peugeot', 'بيجو 208'],
  ['chevrolet', 'شفروليه أفيو'],
  ['frigidaire', 'فريجيدير كوندور'],
  ['climatiseur', 'كليماتيزور جديد'],
  ['سامسونج', 'Samsung Galaxy S21'],
  ['تويوتا', 'Toyota Corolla 2015'],
  ['رونو', 'Renault Clio 4'],
  ['غالاكسي', 'Samsung Galaxy S21'],
  // Arabizi outside the synonym groups.
  ['tilifoun', 'تلفون ذكي'],
  ['kouzina', 'كوزينة مجهزة'],
  ['dar', 'دار للبيع'],
  ['sak', 'ساك جلد'],
  // One typo across spellings (ph written f), or two neighbours swapped.
  ['telefone', 'Téléphone portable'],
  ['telefon', 'Téléphone portable'],
  ['fotografe', 'Photographe de mariage'],
  ['bicycel', 'Bicycle for kids'],
  ['ordinatuer', 'Ordinateur portable'],
  // Articles need not match.
  ['Le téléphone portable', 'Téléphone portable'],
  ["une voiture d'occasion", "Voiture d'occasion"],
  ['les pneus neufs', 'Pneus neufs'],
  ['the mobile phone', 'Mobile phone'],
];

/** Words that only look or sound alike are not found. */
const MISSES: [query: string, title: string][] = [
  ['car', 'Cartable scolaire'],
  ['بيع', 'عسل الربيع'],
  ['car', 'شقة للكراء'],
  ['dar', 'الدور الأول'],
  ['samsung', 'سيارة رونو سامبول'],
  ['renault', 'رنين الهاتف'],
  ['toyota', 'Tissu tout coton'],
  ['nokia', 'نقطة بيع'],
  ['maths', 'هاتف بحالة ممتازة'],
  ['tolofone', 'Téléphone portable'],
  ['bicycel', 'Bicyclette enfant'],
  ['le', 'Téléphone portable'],
];

describe('search across scripts and spellings', () => {
  let t: TestApp;
  let ids = new Map<string, number>();

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.testDb.database.db;
    const titles = [...new Set([...PAIRS, ...MISSES].map(([, title]) => title))];
    ids = await postApprovedTitles(t.app, db, await firstBranch(db, 'announcements'), titles);
  });
  afterAll(async () => {
    await t.close();
  });

  const found = async (q: string) => {
    const res = await api(t.app, { url: `/api/v1/listings?${new URLSearchParams({ q, per_page: '50' })}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: { id: number }[] }).data.map((l) => l.id);
  };

  it.each(PAIRS)('%s finds «%s»', async (q, title) => {
    expect(await found(q)).toContain(ids.get(title));
  });

  it.each(MISSES)('%s does not find «%s»', async (q, title) => {
    expect(await found(q)).not.toContain(ids.get(title));
  });

  it('ranks the word as typed before its spelling in the other script', async () => {
    const latin = await found('samsung');
    expect(latin.indexOf(ids.get('Samsung Galaxy S21')!)).toBe(0);
    expect(latin.indexOf(ids.get('هاتف سامسونج')!)).toBeGreaterThan(0);
    const arabic = await found('سامسونج');
    expect(arabic.indexOf(ids.get('هاتف سامسونج')!)).toBeLessThan(
      arabic.indexOf(ids.get('Samsung Galaxy S21')!),
    );
  });
});
