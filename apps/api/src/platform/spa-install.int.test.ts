import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createFixtureWebDist, type TestApp } from '../../test/build-test-app';

/** The installable app's files (web features/install): the service worker and the manifests. */
describe('serving the installable app', () => {
  let t: TestApp;
  let distDir: string;

  beforeAll(async () => {
    distDir = createFixtureWebDist();
    writeFileSync(
      path.join(distDir, 'index.html'),
      '<!doctype html><html><head><link rel="manifest" href="/manifest.webmanifest" /></head><body><div id="root"></div></body></html>',
    );
    const worker = `self.addEventListener('fetch', () => {}); /* ${'w'.repeat(2000)} */`;
    writeFileSync(path.join(distDir, 'sw.js'), worker);
    writeFileSync(path.join(distDir, 'sw.js.br'), brotliCompressSync(Buffer.from(worker)));
    for (const lang of ['ar', 'fr', 'en']) {
      writeFileSync(path.join(distDir, `manifest.${lang}.webmanifest`), JSON.stringify({ lang }));
    }
    t = await buildTestApp({ webDistDir: distDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('serves the worker from the root, checked at every visit, compressed or not', async () => {
    for (const encoding of ['br', 'identity']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/sw.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['content-encoding']).toBe(encoding === 'br' ? 'br' : undefined);
    }
  });

  it('serves the manifest of the language asked for: none, Arabic; an unknown one, French (the contract’s rule)', async () => {
    const langOf = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
      return (JSON.parse(res.body) as { lang: string }).lang;
    };
    expect(await langOf('/manifest.webmanifest?lang=fr')).toBe('fr');
    expect(await langOf('/manifest.webmanifest?lang=en')).toBe('en');
    expect(await langOf('/manifest.webmanifest')).toBe('ar');
    // Not one of ours: French, the contract's rule for a stored language (storedLocaleOf).
    expect(await langOf('/manifest.webmanifest?lang=de')).toBe('fr');
  });

  it("links the manifest of the page's language", async () => {
    const page = async (cookie?: string) =>
      (await t.app.inject({ method: 'GET', url: '/home', headers: cookie ? { cookie } : {} })).body;
    expect(await page()).toContain('<link rel="manifest" href="/manifest.webmanifest?lang=ar"');
    expect(await page('user-locale=en')).toContain(
      '<link rel="manifest" href="/manifest.webmanifest?lang=en"',
    );
  });
});
