import type { APIRequestContext } from '@playwright/test';
import { apiSignIn, DEMO_ADMIN } from '../support/api';
import { expect, test } from '../support/fixtures';
import { csrfFor, nonsense, publicSale, readyVisitor, uniqueIp, verifiedSeller } from '../support/listings';

/**
 * What search engines and link previews read: the server's HTML, fetched without running any
 * script (as a crawler does), and the sitemap. PUBLIC_URL is not set for these runs, so absolute
 * addresses use http://localhost:<port> (config.ts).
 */

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

const meta = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)" />`, 'g'))].map((m) =>
    decode(m[1]!),
  );
const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => [
      m[1]!,
      decode(m[2]!),
    ]),
  );
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

/** The sitemap's every address, child by child, as a crawler reads it. */
async function sitemapUrls(request: APIRequestContext, origin: string): Promise<string[]> {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const children = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const urls: string[] = [];
  for (const child of children) {
    const res = await request.get(child.slice(origin.length));
    expect(res.status(), child).toBe(200);
    urls.push(...[...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1]!)));
  }
  return urls;
}

/** A news article published by the demo admin through the back office's API. */
async function publishedNews(request: APIRequestContext, word: string): Promise<number> {
  const ip = uniqueIp();
  const { token } = await apiSignIn(request, DEMO_ADMIN, ip);
  const res = await request.post('/api/v1/admin/content/news', {
    headers: {
      authorization: `Bearer ${token}`,
      'x-xsrf-token': await csrfFor(request, ip),
      'x-forwarded-for': ip,
    },
    data: {
      status: 'published',
      translations: {
        ar: { title: `افتتاح وكالة ${word}`, summary: 'وكالة جديدة في وهران.', body: '<p>نص الخبر.</p>' },
        fr: {
          title: `Ouverture de l’agence ${word}`,
          summary: 'Une nouvelle agence à Oran.',
          body: '<p>Le texte.</p>',
        },
      },
      details: { kind: 'news', category: 'agency', cover_file_id: null, tags: [] },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { item: { id: number } }).item.id;
}

for (const locale of ['ar', 'fr'] as const) {
  test.describe(`search engines and link previews (${locale})`, () => {
    test('a shared listing address carries its preview, language versions and data', async ({
      request,
      baseURL,
    }) => {
      const origin = baseURL!.replace('127.0.0.1', 'localhost');
      const seller = await verifiedSeller(request);
      const title = `Lampe ${nonsense()} مصباح`;
      const listing = await publicSale(request, seller, title);
      const path = `/sales/show/${listing.slug}`;

      // No cookie, no script: only the address names the language.
      const res = await request.get(`${path}?lang=${locale}`, { headers: { cookie: '' } });
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`);
      expect(meta(html, 'og:title')).toEqual([title]);
      expect(meta(html, 'og:url')).toEqual([`${origin}${path}?lang=${locale}`]);
      expect(meta(html, 'og:locale')).toEqual([locale === 'ar' ? 'ar_DZ' : 'fr_DZ']);
      expect(meta(html, 'og:image')).toHaveLength(1);
      expect(meta(html, 'twitter:card')).toHaveLength(1);
      expect(html).toContain(`<link rel="canonical" href="${origin}${path}?lang=${locale}" />`);
      expect(alternates(html)).toEqual({
        ar: `${origin}${path}?lang=ar`,
        fr: `${origin}${path}?lang=fr`,
        en: `${origin}${path}?lang=en`,
        'x-default': `${origin}${path}`,
      });
      const data = jsonLd(html);
      expect(data.find((d) => d['@type'] === 'Product')).toMatchObject({
        name: title,
        offers: { '@type': 'Offer', price: '45000', priceCurrency: 'DZD' },
      });
      expect(data.find((d) => d['@type'] === 'BreadcrumbList')).toBeDefined();

      // The listing was approved during this test: the sitemap lists it, in every language.
      const urls = await sitemapUrls(request, origin);
      expect(urls).toContain(`${origin}${path}?lang=${locale}`);
      expect(urls).toContain(`${origin}/home?lang=${locale}`);
    });

    test('a shared news article carries its preview, language versions and NewsArticle data', async ({
      request,
      baseURL,
    }) => {
      const origin = baseURL!.replace('127.0.0.1', 'localhost');
      const word = nonsense();
      const id = await publishedNews(request, word);
      const path = `/news/${id}`;
      const res = await request.get(`${path}?lang=${locale}`, { headers: { cookie: '' } });
      expect(res.status()).toBe(200);
      const html = await res.text();
      const title = locale === 'ar' ? `افتتاح وكالة ${word}` : `Ouverture de l’agence ${word}`;
      expect(meta(html, 'og:type')).toEqual(['article']);
      expect(meta(html, 'og:title')).toEqual([title]);
      expect(meta(html, 'og:url')).toEqual([`${origin}${path}?lang=${locale}`]);
      expect(meta(html, 'article:published_time')).toHaveLength(1);
      expect(html).toContain(`<link rel="canonical" href="${origin}${path}?lang=${locale}" />`);
      expect(alternates(html)).toEqual({
        ar: `${origin}${path}?lang=ar`,
        fr: `${origin}${path}?lang=fr`,
        en: `${origin}${path}?lang=en`,
        'x-default': `${origin}${path}`,
      });
      expect(jsonLd(html).find((d) => d['@type'] === 'NewsArticle')).toMatchObject({
        headline: title,
        inLanguage: locale,
        url: `${origin}${path}?lang=${locale}`,
      });
      expect(await sitemapUrls(request, origin)).toContain(`${origin}${path}?lang=${locale}`);
      // An article that does not exist is not found, for crawlers too.
      expect((await request.get('/news/999999999')).status()).toBe(404);
    });

    test('the home page names the organization; robots.txt names the sitemap', async ({
      request,
      baseURL,
    }) => {
      const origin = baseURL!.replace('127.0.0.1', 'localhost');
      const html = await (await request.get(`/home?lang=${locale}`)).text();
      expect(alternates(html)['x-default']).toBe(`${origin}/home`);
      expect(jsonLd(html).find((d) => d['@type'] === 'Organization')).toMatchObject({
        url: `${origin}/home`,
        logo: `${origin}/build/og-image.png`,
      });
      const image = await request.get('/build/og-image.png');
      expect(image.headers()['content-type']).toBe('image/png');
      const robots = await (await request.get('/robots.txt')).text();
      expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
      expect(robots).toContain('Disallow: /admin');
    });
  });
}

test('?lang=fr draws the page in French, and the app stays French after it adopts it', async ({
  page,
  request,
  consoleErrors,
  checkA11y,
}) => {
  const seller = await verifiedSeller(request);
  const listing = await publicSale(request, seller, `Tapis ${nonsense()}`);
  // A visitor whose stored choice is Arabic opens a French address.
  await readyVisitor(page, 'ar');
  // The server's heading, before any script ran: adopted, it stays the same element; drawn
  // again by the browser, it would be replaced.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as { drawn?: Element | null }).drawn = document.querySelector('#root h1');
    }),
  );
  const response = await page.goto(`/sales/show/${listing.slug}?lang=fr`);
  expect(response?.headers()['content-language']).toBe('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // Adopted (hydrated): the page takes clicks.
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByTestId('language-switcher')).toHaveValue('fr');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  expect(await page.evaluate(() => localStorage.getItem('user-locale'))).toBe('fr');
  expect(await page.evaluate(() => (window as { drawn?: Element | null }).drawn?.isConnected)).toBe(true);
  await checkA11y(page);
  // Choosing another language keeps the address in step with it.
  await page.getByTestId('language-switcher').selectOption('en');
  await expect(page).toHaveURL(/[?&]lang=en(&|$)/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(consoleErrors).toEqual([]);
});
