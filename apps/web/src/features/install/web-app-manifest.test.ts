import { LOCALES } from '@portal/contract/locale';
import { matchRoute } from '@portal/contract/routes';
import { describe, expect, it } from 'vitest';
import ar from '../../locales/ar/install.json';
import en from '../../locales/en/install.json';
import fr from '../../locales/fr/install.json';
import { installStrings, START_URL, webAppManifest } from './web-app-manifest';

const CATALOGS = { ar, fr, en } as const;

const tOf = (locale: (typeof LOCALES)[number]) => installStrings(CATALOGS[locale], locale);

describe('webAppManifest', () => {
  it.each(LOCALES)('has every member browsers need to install, in %s', (locale) => {
    const manifest = webAppManifest(locale, tOf(locale));
    expect(manifest).toMatchObject({
      id: '/',
      lang: locale,
      dir: locale === 'ar' ? 'rtl' : 'ltr',
      start_url: '/home?source=pwa',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.name).toBe(tOf(locale)('install.manifest.name'));
    // Home screens cut longer names.
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.icons.filter((icon) => icon.purpose === 'maskable')).toHaveLength(1);
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });

  it('fails on a string the catalog lacks, rather than shipping its key', () => {
    expect(() => installStrings({ manifest: {} }, 'fr')('install.manifest.name')).toThrow(/no string/);
  });

  it('opens and offers shortcuts to pages of the route table, inside the scope', () => {
    const manifest = webAppManifest('fr', tOf('fr'));
    for (const url of [START_URL, ...manifest.shortcuts.map((shortcut) => shortcut.url)]) {
      const { pathname } = new URL(url, 'https://portal.example');
      expect([url, matchRoute(pathname)?.name]).toEqual([url, expect.any(String)]);
    }
    expect(manifest.shortcuts.map((s) => s.name)).toEqual([
      'Publier une annonce',
      'Chercher une annonce',
      'Mes favoris',
    ]);
  });
});
