import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createFixtureWebDist, type TestApp } from '../../test/build-test-app';
import { createUser } from '../../test/session';
import { categories, listingSlugsHistory } from '../db/schema/index';
import { insertCover, insertListing } from '../modules/listings/testing';

const TITLE = `Villa "Les Pins" <script>alert('x')</script> فيلا للبيع & jardin`;
const LONG_DESCRIPTION = `Belle villa <b>lumineuse</b>\n\navec jardin. ${'Très calme, proche des écoles. '.repeat(20)}`;

/** The content of a meta tag, read back as a browser would (entities decoded). */
function meta(html: string, name: string): string[] {
  const pattern = new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)" />`, 'g');
  return [...html.matchAll(pattern)].map((m) =>
    m[1]!
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&'),
  );
}

/**
 * Link previews (a shared link shows the listing): Open Graph and Twitter tags in the server
 * HTML of detail pages.
 */
describe('link previews of listing pages', () => {
  let t: TestApp;
  let indexHtml: string;
  let sale: { id: number; slug: string };
  let cover: { width: number; height: number; largeKey: string };
  let announcement: { id: number; slug: string };
  let pending: { id: number; slug: string };
  const db = () => t.testDb.database.db;

  let distDir: string;
  beforeAll(async () => {
    distDir = createFixtureWebDist();
    indexHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
    // What the web build writes: each lazy page's own chunks (apps/web/vite.config.ts).
    writeFileSync(
      path.join(distDir, 'route-chunks.json'),
      JSON.stringify({
        'sales-show': ['assets/sales-show-page-abc123.js', 'assets/listing-card-abc123.js'],
        sales: ['assets/sales-page-abc123.js'],
      }),
    );
    t = await buildTestApp({ webDistDir: distDir, env: { TRUST_PROXY: 'true' } });
    const user = await createUser(db());
    const rootOf = async (platform: string) =>
      (
        await db()
          .select()
          .from(categories)
          .where(and(eq(categories.platform, platform), isNull(categories.parentId)))
          .limit(1)
      )[0]!.id;
    const salesRoot = await rootOf('sales');
    sale = await insertListing(db(), {
      userId: user.id,
      title: TITLE,
      description: LONG_DESCRIPTION,
      categoryId: salesRoot,
    });
    cover = await insertCover(db(), sale.id, user.id);
    announcement = await insertListing(db(), {
      userId: user.id,
      platform: 'announcements',
      title: 'Cours de piano',
      description: 'Cours de piano pour débutants, à domicile.',
      categoryId: await rootOf('announcements'),
    });
    pending = await insertListing(db(), {
      userId: user.id,
      title: 'Annonce en attente',
      categoryId: salesRoot,
      status: 'pending',
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'portal.test', ...headers } });

  it('writes title, description, image, URL and locale, every value escaped', async () => {
    const res = await page(`/sales/show/${sale.slug}`, { cookie: 'user-locale=fr' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    // The only script is the SPA's own (beside data blocks: seo.int.test.ts); the title's markup is text.
    expect(html.match(/<script(?! type="application\/ld\+json")/g)).toHaveLength(1);
    expect(html).toContain('&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;');
    expect(html).toContain(`<title>Villa &quot;Les Pins&quot; &lt;script&gt;`);
    expect(html).toMatch(/<title>[^<]*فيلا للبيع &amp; jardin · Portail des annonces<\/title>/);

    // The configured address (PUBLIC_URL, else http://localhost:$PORT), never the Host header.
    const url = `${t.config.publicUrl}/sales/show/${sale.slug}`;
    expect(meta(html, 'og:title')).toEqual([TITLE]);
    expect(meta(html, 'twitter:title')).toEqual([TITLE]);
    expect(meta(html, 'og:url')).toEqual([url]);
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(meta(html, 'og:type')).toEqual(['product']);
    expect(meta(html, 'og:site_name')).toEqual(['Portail des annonces']);
    expect(meta(html, 'og:locale')).toEqual(['fr_DZ']);
    expect(meta(html, 'og:locale:alternate')).toEqual(['ar_DZ', 'en_US']);

    const [description] = meta(html, 'og:description');
    expect(description).toMatch(/^Belle villa <b>lumineuse<\/b> avec jardin\. Très calme/);
    expect(description).not.toContain('\n');
    expect([...description!].length).toBeLessThanOrEqual(200);
    expect(description).toMatch(/…$/);
    expect(meta(html, 'description')).toEqual([description]);
    expect(meta(html, 'twitter:description')).toEqual([description]);

    const image = `${t.config.publicUrl}/api/v1/listings/photos/${cover.largeKey.split('/')[1]}`;
    expect(meta(html, 'og:image')).toEqual([image]);
    expect(meta(html, 'og:image:width')).toEqual([String(cover.width)]);
    expect(meta(html, 'og:image:height')).toEqual([String(cover.height)]);
    expect(meta(html, 'og:image:type')).toEqual(['image/webp']);
    expect(meta(html, 'twitter:card')).toEqual(['summary_large_image']);
    expect(meta(html, 'twitter:image')).toEqual([image]);
    // The cover is fetched from the HTML, with the page's own srcset (LCP).
    expect(html).toMatch(
      /<link rel="preload" as="image" href="\/api\/v1\/listings\/photos\/[a-f0-9]{32}\.webp" imagesrcset="[^"]+ 320w, [^"]+ 800w, [^"]+ 1600w" imagesizes="\(min-width: 1024px\) 760px, 100vw" fetchpriority="high" \/>/,
    );
    // The shape of address the photo route serves.
    expect(image).toMatch(/^http:\/\/localhost:3000\/api\/v1\/listings\/photos\/[a-f0-9]{32}\.webp$/);
    expect(html).not.toContain('portal.test');
  });

  it("preloads the route's own chunks with the first scripts, on every page of the route", async () => {
    const detail = await page(`/sales/show/${sale.slug}`);
    expect(detail.body).toContain(
      '<link rel="modulepreload" crossorigin href="/build/assets/sales-show-page-abc123.js">',
    );
    expect(detail.body).toContain(
      '<link rel="modulepreload" crossorigin href="/build/assets/listing-card-abc123.js">',
    );
    const list = await page('/sales?q=clio');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(
      '<link rel="modulepreload" crossorigin href="/build/assets/sales-page-abc123.js">',
    );
    expect(list.body).not.toContain('sales-show-page');
    const other = await page('/home');
    expect(other.body).not.toContain('rel="modulepreload"');
  });

  it("takes the page's language (the address's ?lang, else the stored choice, else Arabic)", async () => {
    // Accept-Language does not decide: the page's drawing follows the SPA's own rule.
    const arabic = await page(`/sales/show/${sale.slug}`, { 'accept-language': 'fr-FR' });
    expect(meta(arabic.body, 'og:locale')).toEqual(['ar_DZ']);
    expect(meta(arabic.body, 'og:locale:alternate')).toEqual(['fr_DZ', 'en_US']);
    expect(meta(arabic.body, 'og:site_name')).toEqual(['بوابة الإعلانات']);
    const english = await page(`/sales/show/${sale.slug}?lang=en`, { cookie: 'user-locale=fr' });
    expect(meta(english.body, 'og:locale')).toEqual(['en_US']);
  });

  it('never builds absolute URLs from a forged Host or X-Forwarded-Host, even behind a trusted proxy', async () => {
    const res = await page(`/announcements/show/${announcement.slug}`, {
      host: 'evil.example',
      'x-forwarded-host': 'annonces.evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(meta(res.body, 'og:url')).toEqual([
      `http://localhost:3000/announcements/show/${announcement.slug}`,
    ]);
    expect(res.body).toContain(
      `<link rel="canonical" href="http://localhost:3000/announcements/show/${announcement.slug}" />`,
    );
    expect(res.body).not.toContain('evil.example');
    expect(meta(res.body, 'og:type')).toEqual(['article']);
    // No cover: the site's image, and the small card.
    expect(meta(res.body, 'og:image')).toEqual(['http://localhost:3000/build/og-image.png']);
    expect(meta(res.body, 'twitter:card')).toEqual(['summary']);
    expect(res.body).not.toContain('rel="preload"');
  });

  it('answers the plain SPA with 404 for a listing that is not public or unknown', async () => {
    for (const url of [
      `/sales/show/${pending.slug}`,
      '/sales/show/no-such-listing',
      '/announcements/show/no-such-listing',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.body, url).toBe(indexHtml);
    }
  });

  it('moves an old slug, or the other platform, to the current address with 301', async () => {
    await db().insert(listingSlugsHistory).values({ slug: 'villa-ancien-titre', listingId: sale.id });
    const old = await page('/announcements/show/villa-ancien-titre?utm_source=x');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/sales/show/${sale.slug}?utm_source=x`);
    const wrong = await page(`/announcements/show/${sale.slug}`);
    expect(wrong.statusCode).toBe(301);
    expect(wrong.headers.location).toBe(`/sales/show/${sale.slug}`);
  });

  it('uses PUBLIC_URL for absolute URLs when it is set', async () => {
    const configured = await buildTestApp({ env: { PUBLIC_URL: 'https://www.portal.example.dz/' } });
    try {
      const user = await createUser(configured.testDb.database.db);
      const [root] = await configured.testDb.database.db
        .select()
        .from(categories)
        .where(and(eq(categories.platform, 'sales'), isNull(categories.parentId)))
        .limit(1);
      const listing = await insertListing(configured.testDb.database.db, {
        userId: user.id,
        title: 'Table basse',
        categoryId: root!.id,
      });
      const res = await configured.app.inject({
        method: 'GET',
        url: `/sales/show/${listing.slug}`,
        headers: { host: 'internal:3000' },
      });
      expect(meta(res.body, 'og:url')).toEqual([`https://www.portal.example.dz/sales/show/${listing.slug}`]);
    } finally {
      await configured.close();
    }
  });
});
