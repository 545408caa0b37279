import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createFixtureWebDist, type TestApp } from '../../test/build-test-app';
import { createUser } from '../../test/session';
import { withSettings } from '../../test/settings';
import { categories } from '../db/schema/index';
import { createTestItem, removeTestItem, makePublicSince } from '../modules/content/testing';
import { approve, insertCover, insertListing } from '../modules/listings/testing';

/** What the web build writes from locales/<lang>/routes.json (apps/web/vite.config.ts). */
const ROUTE_TEXTS = {
  ar: {
    home: { title: 'الرئيسية', description: 'إعلانات مبوبة في الجزائر.' },
    sales: { title: 'المبيعات', description: 'سلع للبيع.' },
    'about-us': { title: 'من نحن', description: 'من نحن وماذا نقدم.' },
    news: { title: 'الأخبار', description: 'آخر الأخبار.' },
  },
  fr: {
    home: { title: 'Accueil', description: 'Petites annonces en Algérie.' },
    sales: { title: 'Ventes', description: 'Articles à vendre.' },
    'about-us': { title: 'Qui sommes-nous', description: 'Qui nous sommes et ce que nous proposons.' },
    news: { title: 'Actualités', description: 'Les dernières nouvelles.' },
    'services-all': { title: 'Services', description: 'Tous les services de l’agence.' },
  },
  en: {
    home: { title: 'Home', description: 'Classified ads across Algeria.' },
    sales: { title: 'Sales', description: 'Items for sale.' },
    'about-us': { title: 'About us', description: 'Who we are and what we offer.' },
    news: { title: 'News', description: 'The latest news.' },
  },
};

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The content of a meta tag, read back as a browser would (entities decoded). */
function meta(html: string, name: string): string[] {
  const pattern = new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)" />`, 'g');
  return [...html.matchAll(pattern)].map((m) => decode(m[1]!));
}

function alternates(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => [
      m[1]!,
      decode(m[2]!),
    ]),
  );
}

const canonical = (html: string) => decode(/<link rel="canonical" href="([^"]+)" \/>/.exec(html)?.[1] ?? '');

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}
const ofType = (html: string, type: string) => jsonLd(html).find((data) => data['@type'] === type);

/** The addresses a sitemap file lists (`<loc>`). */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1]!));

describe('search engines and link previews', () => {
  let t: TestApp;
  let distDir: string;
  let userId: number;
  let salesRoot: number;
  let sale: { id: number; slug: string };
  const db = () => t.testDb.database.db;
  const origin = () => t.config.publicUrl;

  beforeAll(async () => {
    distDir = createFixtureWebDist();
    writeFileSync(path.join(distDir, 'route-texts.json'), JSON.stringify(ROUTE_TEXTS));
    t = await buildTestApp({ webDistDir: distDir, sitemapPagesPerFile: 2 });
    userId = (await createUser(db())).id;
    [{ id: salesRoot }] = (await db()
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.platform, 'sales'), isNull(categories.parentId)))
      .limit(1)) as [{ id: number }];
    sale = await insertListing(db(), {
      userId,
      title: 'Vélo </script><script>alert(1)</script> دراجة',
      description: 'Un vélo de ville en bon état, révisé, avec panier.',
      categoryId: salesRoot,
    });
    await insertCover(db(), sale.id, userId);
    // The informational page, as the CMS holds it (its title and summary make the head).
    const page = (title: string, summary: string) => ({ title, summary, body: `<p>${summary}</p>` });
    await removeTestItem(db(), 'page', 'about-us');
    const about = await createTestItem(db(), null, 'page', {
      slug: 'about-us',
      translations: {
        ar: page('من نحن', 'من نحن وماذا نقدم.'),
        fr: page('Qui sommes-nous', 'Qui nous sommes et ce que nous proposons.'),
        en: page('About us', 'Who we are and what we offer.'),
      },
    });
    await makePublicSince(db(), about.id, 60);
  });
  afterAll(async () => {
    await t.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'portal.test', ...headers } });

  describe('the language in the address', () => {
    it('wins over the stored choice, and the head is in that language', async () => {
      const res = await get('/about-us?lang=fr', { cookie: 'user-locale=ar' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<html lang="fr" dir="ltr">');
      expect(res.body).toContain('<title>Qui sommes-nous · Portail des annonces</title>');
      expect(meta(res.body, 'og:locale')).toEqual(['fr_DZ']);
      expect(canonical(res.body)).toBe(`${origin()}/about-us?lang=fr`);
    });

    it('without it, the stored choice decides, else Arabic; an unknown one is ignored', async () => {
      const stored = await get('/about-us', { cookie: 'user-locale=en' });
      expect(stored.body).toContain('<html lang="en" dir="ltr">');
      expect(stored.body).toContain('<title>About us · Classifieds Portal</title>');
      const none = await get('/about-us?lang=de');
      expect(none.body).toContain('<html lang="ar" dir="rtl">');
      expect(meta(none.body, 'og:title')).toEqual(['من نحن']);
      // The bare address is its own canonical: it is the x-default version.
      expect(canonical(none.body)).toBe(`${origin()}/about-us`);
    });

    it('names every language version and x-default on every public page', async () => {
      for (const page of ['/home', '/about-us?lang=en', '/sales', `/sales/show/${sale.slug}?lang=ar`]) {
        const res = await get(page);
        expect(res.statusCode, page).toBe(200);
        const bare = `${origin()}${page.split('?')[0]}`;
        expect(alternates(res.body), page).toEqual({
          ar: `${bare}?lang=ar`,
          fr: `${bare}?lang=fr`,
          en: `${bare}?lang=en`,
          'x-default': bare,
        });
      }
    });
  });

  describe('the head of each public page', () => {
    it('home: the site name, the default image, the organization and the site', async () => {
      const social = [{ network: 'facebook', url: 'https://www.facebook.com/portal.dz' }];
      await withSettings(db(), 'general', { social_links: social, phone: '+213 21 00 00 00' }, async () => {
        const res = await get('/home?lang=fr');
        expect(res.body).toContain('<title>Accueil · Portail des annonces</title>');
        expect(meta(res.body, 'description')).toEqual(['Petites annonces en Algérie.']);
        expect(meta(res.body, 'og:type')).toEqual(['website']);
        expect(meta(res.body, 'og:image')).toEqual([`${origin()}/build/og-image.png`]);
        expect(meta(res.body, 'og:image:width')).toEqual(['1200']);
        expect(meta(res.body, 'og:locale:alternate')).toEqual(['ar_DZ', 'en_US']);
        expect(meta(res.body, 'twitter:card')).toEqual(['summary']);
        const org = ofType(res.body, 'Organization')!;
        expect(org).toMatchObject({
          '@context': 'https://schema.org',
          name: 'Portail des annonces',
          url: `${origin()}/home`,
          logo: `${origin()}/build/og-image.png`,
          telephone: '+213 21 00 00 00',
          sameAs: ['https://www.facebook.com/portal.dz'],
        });
        expect(org.contactPoint).toEqual([
          expect.objectContaining({ '@type': 'ContactPoint', telephone: '+213 21 00 00 00' }),
        ]);
        expect(ofType(res.body, 'WebSite')).toMatchObject({
          inLanguage: 'fr',
          url: `${origin()}/home?lang=fr`,
        });
      });
    });

    it('an informational page: its own title and the trail Home › page', async () => {
      const res = await get('/about-us?lang=en');
      expect(meta(res.body, 'og:title')).toEqual(['About us']);
      expect(meta(res.body, 'og:description')).toEqual(['Who we are and what we offer.']);
      expect(meta(res.body, 'og:url')).toEqual([`${origin()}/about-us?lang=en`]);
      expect(ofType(res.body, 'BreadcrumbList')).toEqual({
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin()}/home?lang=en` },
          { '@type': 'ListItem', position: 2, name: 'About us', item: `${origin()}/about-us?lang=en` },
        ],
      });
    });

    it('a listing: Product with its offer, and the trail down through its category', async () => {
      const res = await get(`/sales/show/${sale.slug}?lang=fr`);
      expect(res.statusCode).toBe(200);
      const url = `${origin()}/sales/show/${sale.slug}?lang=fr`;
      expect(meta(res.body, 'og:url')).toEqual([url]);
      expect(meta(res.body, 'og:type')).toEqual(['product']);
      expect(meta(res.body, 'twitter:card')).toEqual(['summary_large_image']);
      const data = ofType(res.body, 'Product')!;
      // Google's merchant listing: name, image, and an offer with price, currency, availability.
      expect(data).toMatchObject({
        name: 'Vélo </script><script>alert(1)</script> دراجة',
        url,
        sku: String(sale.id),
        offers: {
          '@type': 'Offer',
          price: '1000',
          priceCurrency: 'DZD',
          availability: 'https://schema.org/InStock',
          seller: { '@type': 'Person' },
        },
      });
      expect(data.image).toEqual([
        expect.stringMatching(/^http:\/\/localhost:3000\/api\/v1\/listings\/photos\//),
      ]);
      expect((data.offers as { priceValidUntil: string }).priceValidUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const trail = ofType(res.body, 'BreadcrumbList')!.itemListElement as { name: string; item: string }[];
      expect(trail.map((crumb) => crumb.name)).toEqual([
        'Accueil',
        'Ventes',
        expect.any(String),
        'Vélo </script><script>alert(1)</script> دراجة',
      ]);
      expect(trail[2]!.item).toBe(`${origin()}/sales/${salesRoot}?lang=fr`);
    });

    it('writes structured data as a data block that text people wrote cannot close', async () => {
      const res = await get(`/sales/show/${sale.slug}`);
      const blocks = [...res.body.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
      expect(blocks.length).toBe(2);
      expect(res.body).not.toContain('<script>alert(1)');
      // The SPA's own script and the data blocks: nothing else a browser would run.
      const scripts = [...res.body.matchAll(/<script( [^>]*)?>/g)].map((m) => m[1] ?? '');
      expect(scripts.filter((attrs) => !attrs.includes('application/ld+json'))).toEqual([
        ' type="module" src="/build/assets/app-abc123.js"',
      ]);
    });
  });

  describe('the CMS pages', () => {
    it('a news article: its own preview, NewsArticle with its dates, the trail through News', async () => {
      const news = await createTestItem(db(), null, 'news', {
        translations: {
          fr: {
            title: 'Le portail ouvre </script> ses agences',
            summary: 'Trois agences ouvrent à Oran.',
            body: '<p>Texte</p>',
          },
          ar: { title: 'البوابة تفتح وكالاتها', summary: 'ثلاث وكالات في وهران.', body: '<p>نص</p>' },
        },
      });
      await makePublicSince(db(), news.id, 60);
      const res = await get(`/news/${news.id}?lang=fr`);
      expect(res.statusCode).toBe(200);
      const url = `${origin()}/news/${news.id}?lang=fr`;
      expect(meta(res.body, 'og:type')).toEqual(['article']);
      expect(meta(res.body, 'og:title')).toEqual(['Le portail ouvre </script> ses agences']);
      expect(meta(res.body, 'og:description')).toEqual(['Trois agences ouvrent à Oran.']);
      expect(meta(res.body, 'og:url')).toEqual([url]);
      expect(meta(res.body, 'article:published_time')[0]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(alternates(res.body)['x-default']).toBe(`${origin()}/news/${news.id}`);
      const data = ofType(res.body, 'NewsArticle')!;
      expect(data).toMatchObject({
        headline: 'Le portail ouvre </script> ses agences',
        url,
        inLanguage: 'fr',
        image: [`${origin()}/build/og-image.png`],
        publisher: { '@type': 'Organization', name: 'Portail des annonces' },
      });
      expect(Date.parse(data.datePublished as string)).toBeLessThanOrEqual(
        Date.parse(data.dateModified as string) + 60_000,
      );
      const trail = ofType(res.body, 'BreadcrumbList')!.itemListElement as { name: string }[];
      expect(trail.map((crumb) => crumb.name)).toEqual([
        'Accueil',
        'Actualités',
        'Le portail ouvre </script> ses agences',
      ]);
      // In Arabic, the Arabic text.
      const arabic = await get(`/news/${news.id}?lang=ar`);
      expect(meta(arabic.body, 'og:title')).toEqual(['البوابة تفتح وكالاتها']);
      // Listed in the sitemap with its last change.
      const articles = await get('/sitemaps/articles-1.xml');
      expect(locs(articles.body)).toContain(url);
    });

    it('a service has its head, Service data naming its branches, and a place in the sitemap', async () => {
      const branch = await createTestItem(db(), null, 'branch');
      const service = await createTestItem(db(), null, 'service', {
        details: { kind: 'service', image_file_id: null, branch_ids: [branch.id], booking: true },
      });
      await makePublicSince(db(), service.id, 60);
      await makePublicSince(db(), branch.id, 60);
      const res = await get(`/services/${service.id}?lang=fr`);
      expect(res.statusCode).toBe(200);
      const url = `${origin()}/services/${service.id}?lang=fr`;
      expect(meta(res.body, 'og:title')).toEqual([service.translations.fr!.title]);
      expect(ofType(res.body, 'Service')).toMatchObject({
        name: service.translations.fr!.title,
        url,
        inLanguage: 'fr',
        availableChannel: [{ '@type': 'ServiceChannel', name: branch.translations.fr!.title }],
      });
      const trail = ofType(res.body, 'BreadcrumbList')!.itemListElement as { name: string }[];
      expect(trail.map((crumb) => crumb.name)).toEqual([
        'Accueil',
        'Services',
        service.translations.fr!.title,
      ]);
      // Listed among the articles' files (a few entries per file in these tests).
      const listed = await Promise.all(
        [1, 2, 3].map(async (n) => locs((await get(`/sitemaps/articles-${n}.xml`)).body)),
      );
      expect(listed.flat()).toContain(url);
      // The services are public pages: never kept from crawlers.
      expect((await get('/robots.txt')).body).not.toMatch(/Disallow: \/services/);
    });

    it('a blog post is a BlogPosting; a draft or an unknown article answers 404', async () => {
      const post = await createTestItem(db(), null, 'blog');
      await makePublicSince(db(), post.id, 60);
      const res = await get(`/blog/${post.slug}?lang=fr`);
      expect(res.statusCode).toBe(200);
      expect(ofType(res.body, 'BlogPosting')).toMatchObject({ url: `${origin()}/blog/${post.slug}?lang=fr` });
      const draft = await createTestItem(db(), null, 'news', { status: 'draft' });
      for (const url of [`/news/${draft.id}`, '/news/999999', '/blog/no-such-post']) {
        const missing = await get(url);
        expect(missing.statusCode, url).toBe(404);
        expect(missing.body, url).not.toContain('rel="canonical"');
      }
    });

    it('the contact page names each branch as a LocalBusiness with its address, phones and hours', async () => {
      const branch = await createTestItem(db(), null, 'branch');
      await makePublicSince(db(), branch.id, 60);
      const res = await get('/contact-us?lang=fr');
      const business = jsonLd(res.body).find((data) => data['@type'] === 'LocalBusiness');
      expect(business).toMatchObject({
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Rue de l’Indépendance, Alger',
          addressCountry: 'DZ',
        },
        telephone: '+213 21 00 00 00',
        openingHoursSpecification: [{ dayOfWeek: ['Monday'], opens: '08:00', closes: '16:30' }],
      });
    });
  });

  describe('robots.txt', () => {
    it('opens the public site, keeps crawlers out of accounts, forms, the API and searches', async () => {
      const res = await get('/robots.txt');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      const lines = res.body.split('\n');
      for (const line of [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Allow: /api/v1/listings/photos/',
        'Disallow: /admin',
        'Disallow: /profile/main',
        'Disallow: /login',
        'Disallow: /reset-password/*',
        'Disallow: /sales/*/create',
        'Disallow: /*?q=',
        `Sitemap: ${origin()}/sitemap.xml`,
      ]) {
        expect(lines).toContain(line);
      }
      // Never a public page.
      expect(lines).not.toContain('Disallow: /sales');
      expect(lines).not.toContain('Disallow: /home');
    });
  });

  describe('sitemap.xml', () => {
    const index = async () => {
      const res = await get('/sitemap.xml');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      return locs(res.body);
    };
    /** Every address the children of the index list. */
    const everyUrl = async () => {
      const urls: string[] = [];
      for (const child of await index()) {
        const res = await get(child.slice(origin().length));
        expect(res.statusCode, child).toBe(200);
        expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
        urls.push(...locs(res.body));
      }
      return urls;
    };

    it('lists the static pages and the public listings, each language with its alternates', async () => {
      const urls = await everyUrl();
      expect(urls).toContain(`${origin()}/home?lang=ar`);
      expect(urls).toContain(`${origin()}/about-us?lang=fr`);
      for (const lang of ['ar', 'fr', 'en'])
        expect(urls).toContain(`${origin()}/sales/show/${sale.slug}?lang=${lang}`);
      expect(urls).not.toContain(`${origin()}/search?lang=ar`);
      expect(urls).not.toContain(`${origin()}/login?lang=ar`);
      const pages = await get('/sitemaps/pages-1.xml');
      expect(pages.body).toContain(
        `<url><loc>${origin()}/home?lang=fr</loc><xhtml:link rel="alternate" hreflang="ar" href="${origin()}/home?lang=ar"/><xhtml:link rel="alternate" hreflang="fr" href="${origin()}/home?lang=fr"/><xhtml:link rel="alternate" hreflang="en" href="${origin()}/home?lang=en"/><xhtml:link rel="alternate" hreflang="x-default" href="${origin()}/home"/></url>`,
      );
    });

    it('lists a listing once it is approved, with its last change; never a pending one', async () => {
      const pending = await insertListing(db(), {
        userId,
        title: 'Table en attente',
        categoryId: salesRoot,
        status: 'pending',
      });
      const expired = await insertListing(db(), {
        userId,
        title: 'Table expirée',
        categoryId: salesRoot,
        expired: true,
      });
      const path = (slug: string) => `${origin()}/sales/show/${slug}?lang=ar`;
      let urls = await everyUrl();
      expect(urls).not.toContain(path(pending.slug));
      expect(urls).not.toContain(path(expired.slug));
      await approve(db(), pending.id);
      urls = await everyUrl();
      expect(urls).toContain(path(pending.slug));
      const [child] = (await index()).filter((file) => file.includes('/sitemaps/listings-'));
      expect(child).toBeDefined();
    });

    it('splits the listings into children of at most the limit, each read by id range', async () => {
      for (let i = 0; i < 4; i++)
        await insertListing(db(), { userId, title: `Chaise ${i}`, categoryId: salesRoot });
      const children = (await index()).filter((file) => file.includes('/sitemaps/listings-'));
      expect(children.length).toBeGreaterThanOrEqual(3);
      for (const child of children) {
        const res = await get(child.slice(origin().length));
        // Two pages at most (the injected limit), each in three languages.
        expect(locs(res.body).length).toBeLessThanOrEqual(2 * 3);
      }
      expect((await get(`/sitemaps/listings-${children.length + 1}.xml`)).statusCode).toBe(404);
      expect((await get('/sitemaps/unknown-1.xml')).statusCode).toBe(404);
      expect((await get('/sitemaps/listings-0.xml')).statusCode).toBe(404);
    });

    it('is compressed for clients that accept it, and may be kept a few minutes', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/sitemaps/pages-1.xml',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['cache-control']).toBe('public, max-age=600');
      expect(gunzipSync(res.rawPayload).toString('utf8')).toContain('<urlset');
    });
  });
});
