import { beforeAll, describe, expect, it } from 'vitest';
import { i18next, initI18n } from '../lib/i18n';
import './strings';

describe('back-office strings', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('join the loaded language, and each language loaded later with the rest of its strings', async () => {
    expect(i18next.t('admin.nav.title')).toBe('Back office');
    await i18next.changeLanguage('fr');
    expect(i18next.t('admin.nav.title')).toBe('Back-office');
    // The visitor's strings of that language are there too, not only the back office's.
    expect(i18next.t('ui.uploader.max_count', { count: 1, max: '1' })).toBe('1 fichier au maximum');
    await i18next.changeLanguage('en');
  });
});
