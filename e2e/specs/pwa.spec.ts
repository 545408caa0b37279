import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { registerUser, signInBrowser } from '../support/api';
import { expect, test } from '../support/fixtures';
import { readyVisitor } from '../support/listings';

/**
 * The portal as an installable app (features/install, docs/decisions/026): its manifest, the
 * /app-download page, and reading offline through the service worker (127.0.0.1 is a secure
 * context, where browsers allow service workers).
 */

/** Until the service worker controls the page (it registers once the page has loaded). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 20_000,
  });
}

/** Every address kept in the worker's caches, by cache. */
function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      out[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
    }
    return out;
  });
}

test.describe('web app manifest', () => {
  for (const [locale, dir] of [
    ['ar', 'rtl'],
    ['fr', 'ltr'],
  ] as const) {
    test(`the page links a valid manifest in its language, with icons that exist (${locale})`, async ({
      request,
      baseURL,
    }) => {
      const html = await (
        await request.get('/home', { headers: { cookie: `user-locale=${locale}` } })
      ).text();
      const href = /<link rel="manifest" href="([^"]+)"/.exec(html)?.[1];
      expect(href).toBe(`/manifest.webmanifest?lang=${locale}`);
      expect(html).toMatch(/<meta name="theme-color" content="#0f766e"/);

      const res = await request.get(href!);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
      const manifest = (await res.json()) as {
        name: string;
        short_name: string;
        lang: string;
        dir: string;
        start_url: string;
        scope: string;
        display: string;
        theme_color: string;
        background_color: string;
        icons: { src: string; sizes: string; type: string; purpose?: string }[];
        shortcuts: { name: string; url: string }[];
      };
      expect(manifest).toMatchObject({
        lang: locale,
        dir,
        start_url: '/home?source=pwa',
        scope: '/',
        display: 'standalone',
        theme_color: '#0f766e',
      });
      expect(manifest.name.length).toBeGreaterThan(0);
      expect(manifest.short_name.length).toBeLessThanOrEqual(12);
      expect(manifest.name).toBe(locale === 'ar' ? 'بوابة الإعلانات' : 'Portail des annonces');
      expect(manifest.shortcuts.map((s) => new URL(s.url, baseURL).pathname)).toEqual([
        '/profile/announcements',
        '/search',
        '/profile/favorites',
      ]);

      // Each icon exists, is a PNG of the size it claims; 192 and 512 and a maskable one.
      const apple = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)?.[1];
      expect(apple).toBeTruthy();
      const icons = [...manifest.icons, { src: apple!, sizes: '180x180', type: 'image/png' }];
      for (const icon of icons) {
        const file = await request.get(icon.src);
        expect(file.status(), icon.src).toBe(200);
        expect(file.headers()['content-type']).toBe(icon.type);
        const meta = await sharp(await file.body()).metadata();
        expect(`${meta.format} ${meta.width}x${meta.height}`).toBe(`png ${icon.sizes}`);
      }
      expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual([
        '192x192 any',
        '512x512 any',
        '512x512 maskable',
      ]);
    });
  }

  test('an unknown language gets the Arabic manifest; the worker is never cached by HTTP', async ({
    request,
  }) => {
    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as { lang: string };
    expect(manifest.lang).toBe('ar');
    const worker = await request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(worker.headers()['content-type']).toMatch(/javascript/);
  });
});

test.describe('/app-download', () => {
  for (const locale of ['ar', 'fr'] as const) {
    test(`explains installing and reading offline (${locale})`, async ({ page, checkA11y }) => {
      await readyVisitor(page, locale);
      await page.goto('/app-download');
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        locale === 'ar' ? 'تحميل التطبيق' : 'Télécharger l’application',
      );
      await expect(page.getByTestId('install-ios')).toContainText(
        locale === 'ar' ? 'إضافة إلى الشاشة الرئيسية' : 'Sur l’écran d’accueil',
      );
      await expect(page.getByTestId('install-android')).toBeVisible();
      await expect(
        page.getByRole('heading', {
          name: locale === 'ar' ? 'ما الذي يعمل دون اتصال' : 'Ce qui marche hors connexion',
        }),
      ).toBeVisible();
      await checkA11y(page);
    });
  }
});

test.describe('offline reading', () => {
  test('the worker controls the page; offline, kept pages read and others show the offline page (ar)', async ({
    page,
    context,
  }) => {
    await readyVisitor(page, 'ar');
    await page.goto('/app-download');
    await controlled(page);
    // Opened while the worker controls the page: kept for reading.
    await page.goto('/sales');
    const firstListing = page.getByTestId('listing-card').first().locator('h3');
    await expect(firstListing).toBeVisible();
    const listingTitle = (await firstListing.textContent())?.trim();
    expect(listingTitle).toBeTruthy();
    await page.goto('/app-download');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تحميل التطبيق');

    await context.setOffline(true);
    try {
      // The shell (scripts, styles, strings) and the page's answers come from the caches.
      await page.goto('/app-download');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('تحميل التطبيق');
      await expect(page.getByTestId('install-ios')).toBeVisible();

      // A page opened before reads offline.
      await page.goto('/sales');
      await expect(page.getByTestId('listing-card').first().locator('h3')).toHaveText(listingTitle!);

      // A page never opened: the offline page, which lists the kept ones.
      await page.goto('/faq');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('أنت غير متصل');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const kept = page.locator('#offline-kept a');
      await expect(kept.filter({ hasText: '/sales' })).toHaveCount(1);
      await expect(kept.filter({ hasText: '/app-download' })).toHaveCount(1);
      // And a kept page opens from it.
      await kept.filter({ hasText: '/sales' }).click();
      await expect(page).toHaveURL(/\/sales$/);
      await expect(page.getByTestId('listing-card').first().locator('h3')).toHaveText(listingTitle!);
    } finally {
      await context.setOffline(false);
    }
  });

  test('answers for a signed-in member are never kept; signing out forgets the pages (fr)', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const user = await registerUser(request, { locale: 'fr' });
    await readyVisitor(page, 'fr');
    await signInBrowser(context, baseURL!, user.token);
    await page.goto('/app-download');
    await controlled(page);
    await page.goto('/profile/main');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/app-download');
    await expect(page.getByTestId('user-menu')).toBeVisible();

    const kept = await cachedUrls(page);
    const all = Object.values(kept).flat();
    // The member's calls carried their token: none kept, nor any public read asked with it.
    expect(all.filter((url) => url.startsWith('/api/v1/user/'))).toEqual([]);
    expect(all.filter((url) => url.startsWith('/api/v1/') && !url.includes('/photos/'))).toEqual([]);
    // Their own pages are not kept; the public ones are.
    const pages = kept['portal-pages-v1'] ?? [];
    expect(pages).not.toContain('/profile/main');
    expect(pages).toContain('/app-download');

    // Signing out forgets the pages kept while signed in.
    await page.getByTestId('user-menu').click();
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page.getByRole('link', { name: 'Connexion' }).first()).toBeVisible();
    await expect
      .poll(async () => (await cachedUrls(page))['portal-pages-v1'] ?? [])
      .not.toContain('/app-download');
  });
});
