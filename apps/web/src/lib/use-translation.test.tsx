import { act, cleanup, render, screen } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import ar from '../locales/ar';
import en from '../locales/en';
import fr from '../locales/fr';
import arEngagement from '../locales/ar/engagement.json';
import enEngagement from '../locales/en/engagement.json';
import frEngagement from '../locales/fr/engagement.json';
import { createI18n, i18next, initI18n } from './i18n';
import { useTranslation } from './use-translation';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

const seen: TFunction[] = [];
function Label({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  seen.push(t);
  return (
    <p data-testid={id} lang={i18n.language}>
      {t('engagement.favorite.save')}
    </p>
  );
}

describe('useTranslation', () => {
  it("draws in the provider's language, beside pages in other languages", () => {
    const catalogs = { ar, fr, en };
    const page = (locale: 'ar' | 'fr') =>
      renderToString(
        <I18nextProvider i18n={createI18n(locale, catalogs)}>
          <Label id="one" />
        </I18nextProvider>,
      );
    expect(page('fr')).toContain('lang="fr"');
    expect(page('fr')).toContain(frEngagement.favorite.save);
    expect(page('ar')).toContain(arEngagement.favorite.save);
  });

  it('gives every component the same function, and a new one when the language changes', async () => {
    seen.length = 0;
    render(
      <>
        <Label id="a" />
        <Label id="b" />
      </>,
    );
    expect(screen.getByTestId('a').textContent).toBe(enEngagement.favorite.save);
    expect(seen[0]).toBe(seen[1]);

    await act(() => i18next.changeLanguage('fr'));
    expect(screen.getByTestId('a').textContent).toBe(frEngagement.favorite.save);
    expect(screen.getByTestId('b').getAttribute('lang')).toBe('fr');
    expect(seen.at(-1)).not.toBe(seen[0]);
  });

  it('reads strings added later, and words with values as i18next does', () => {
    const instance = createI18n('en', { ar, fr, en });
    const t = tOf(instance);
    expect(t('engagement.favorite.save')).toBe(enEngagement.favorite.save);
    instance.addResourceBundle(
      'en',
      'translation',
      { engagement: { favorite: { save: 'Keep' } } },
      true,
      true,
    );
    expect(t('engagement.favorite.save')).toBe('Keep');
    expect(t('engagement.favorite.card_label', { title: 'Bike' })).toBe(
      instance.t('engagement.favorite.card_label', { title: 'Bike' }),
    );
    expect(t('engagement.favorite.card_label', { title: 'Bike' })).toContain('Bike');
    expect(t('no.such.key')).toBe('no.such.key');
  });

  it('fills every text of the three catalogs with values exactly as i18next does', () => {
    const catalogs = { ar, fr, en };
    let compared = 0;
    for (const locale of ['ar', 'fr', 'en'] as const) {
      const instance = createI18n(locale, catalogs);
      const t = tOf(instance);
      for (const [key, text] of leaves(catalogs[locale])) {
        const names = [...text.matchAll(/\{\{\s*([^}\s,]+)/g)].map((m) => m[1]!);
        if (names.length === 0) continue;
        // Strings, numbers, a count (plural forms), a value missing: each as i18next gives it.
        const asText = Object.fromEntries(names.map((n) => [n, `«${n}»`]));
        const asNumbers = Object.fromEntries(names.map((n, i) => [n, i + 2]));
        const oneMissing = Object.fromEntries(names.slice(1).map((n) => [n, 'x']));
        for (const values of [asText, asNumbers, oneMissing, { ...asText, count: 3 }]) {
          const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
          expect(t(base, values), `${locale} ${key}`).toBe(instance.t(base, { lng: locale, ...values }));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(500);
  });
});

/** The `t` a component drawn with this instance gets. */
function tOf(instance: ReturnType<typeof createI18n>): TFunction {
  const seenT: TFunction[] = [];
  function Probe() {
    seenT.push(useTranslation().t);
    return null;
  }
  renderToString(
    <I18nextProvider i18n={instance}>
      <Probe />
    </I18nextProvider>,
  );
  return seenT[0]!;
}

/** Every text of a catalog, by its dotted key. */
function leaves(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]): [string, string][] =>
    typeof v === 'string'
      ? [[prefix + k, v]]
      : v && typeof v === 'object'
        ? leaves(v as object, `${prefix}${k}.`)
        : [],
  );
}
