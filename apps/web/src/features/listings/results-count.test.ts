import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNumber } from '../../lib/format';
import { i18next, initI18n } from '../../lib/i18n';
import { resultsCountLabel } from './results-count';

describe('the results count', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterAll(async () => {
    await i18next.changeLanguage('en');
  });

  const label = async (locale: 'ar' | 'fr' | 'en', total: number, exact: boolean) => {
    await i18next.changeLanguage(locale);
    return resultsCountLabel(i18next.t, locale, { total, total_exact: exact });
  };

  it('says a capped total is a lower bound, in each language', async () => {
    expect(await label('en', 1000, false)).toBe('1,000+ ads');
    // Grouping follows the language's Intl data (a narrow space in French, a dot in ar-DZ).
    expect(await label('fr', 1000, false)).toBe(`+${formatNumber('fr', 1000)} annonces`);
    expect(await label('ar', 1000, false)).toBe(`+${formatNumber('ar', 1000)} إعلان`);
    expect(formatNumber('fr', 1000)).not.toBe('1000');
  });

  it('gives an exact total with its plural form', async () => {
    expect(await label('en', 1000, true)).toBe('1,000 ads');
    expect(await label('fr', 1, true)).toBe('1 annonce');
    expect(await label('ar', 2, true)).toBe('إعلانان');
  });
});
