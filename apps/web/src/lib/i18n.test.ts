import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18next, initI18n } from './i18n';

// Runs in a page of its own (vitest.config.ts): it tests that French is not loaded until used,
// and the other files of a worker share one i18next.
describe('translations', () => {
  beforeAll(async () => {
    await initI18n('ar');
  });
  afterAll(async () => {
    await i18next.changeLanguage('ar');
  });

  it('uses the six Arabic plural forms', () => {
    // In Arabic whichever test ran before (the next one switches to French).
    const t = (count: number) =>
      i18next.getFixedT('ar')('ui.uploader.max_count', { count, max: String(count) });
    expect(t(0)).toBe('لا يمكن إضافة ملفات');
    expect(t(1)).toBe('ملف واحد على الأكثر');
    expect(t(2)).toBe('ملفان على الأكثر');
    expect(t(3)).toBe('3 ملفات على الأكثر');
    expect(t(11)).toBe('11 ملفًا على الأكثر');
    expect(t(100)).toBe('100 ملف على الأكثر');
  });

  it('loads a language when it is first used, and uses its plural forms', async () => {
    expect(i18next.hasResourceBundle('fr', 'translation')).toBe(false);
    await i18next.changeLanguage('fr');
    expect(i18next.hasResourceBundle('fr', 'translation')).toBe(true);
    expect(i18next.t('ui.uploader.max_count', { count: 1, max: '1' })).toBe('1 fichier au maximum');
    expect(i18next.t('ui.uploader.max_count', { count: 10, max: '10' })).toBe('10 fichiers au maximum');
  });
});
