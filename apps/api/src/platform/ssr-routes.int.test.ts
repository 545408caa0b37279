import { endpoints, type EndpointName } from '@portal/contract/endpoints';
import { endpointUrl } from '@portal/contract/endpoints/endpoint';
import type { RouteName } from '@portal/contract/routes';
import type { SsrModule, SsrReadInput, SsrRenderResult } from '@portal/contract/ssr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, login } from '../../test/session';
import type { Visitor } from './page-data';
import { SERVER_RENDERED } from './spa';

/** The SPA's server rendering from its source, as ssr.int.test.ts loads it. */
const ENTRY = '../../../web/src/entry-server.tsx';
const loadSsr = () => import(/* @vite-ignore */ ENTRY) as Promise<SsrModule>;

interface Drawing {
  url: string;
  result: SsrRenderResult;
  reads: { endpoint: string; input: SsrReadInput }[];
}

/**
 * Every server-rendered route, on the demo content (listings, categories, CMS items), is drawn
 * in its one render from what its prefetch read (docs/decisions/035): a component reading a
 * query its route's prefetch does not fill makes the render give up, and this fails. Then each
 * endpoint the drawings read answers, through its reader, what HTTP answers.
 */
describe('every server-rendered route in one render', () => {
  let t: TestApp;
  let token: string;
  const drawings: Drawing[] = [];
  const urls = new Map<RouteName, string[]>();

  beforeAll(async () => {
    t = await buildTestApp({
      demoContent: true,
      loadSsr: async () => {
        const real = await loadSsr();
        return {
          prepare: (routes) => real.prepare(routes),
          async render(request) {
            const reads: Drawing['reads'] = [];
            const result = await real.render({
              ...request,
              read: (endpoint, input) => (reads.push({ endpoint, input }), request.read(endpoint, input)),
            });
            drawings.push({ url: request.url, result, reads });
            return result;
          },
        };
      },
    });
    const user = await createUser(t.testDb.database.db);
    token = await login(t.app, user);

    const json = async <T>(url: string) => (await t.app.inject({ url })).json<T>();
    type Cards = { data: { slug: string; category: { id: number } | null }[] };
    const sale = (await json<Cards>('/api/v1/listings?platform=sales&per_page=1')).data[0]!;
    const ad = (await json<Cards>('/api/v1/listings?platform=announcements&per_page=1')).data[0]!;
    type Detail = { listing: { owner: { username: string } } };
    const seller = (await json<Detail>(`/api/v1/listings/${sale.slug}`)).listing.owner.username;
    type Items = { data: { id: number; slug: string }[] };
    const news = (await json<Items>('/api/v1/content/news?per_page=1')).data[0]!;
    const blog = (await json<Items>('/api/v1/content/blog?per_page=1')).data[0]!;
    type Tree = { categories: { id: number }[] };
    const saleCategory = (await json<Tree>('/api/v1/catalog/sales/categories?depth=0')).categories[0]!.id;
    const adCategory = (await json<Tree>('/api/v1/catalog/announcements/categories?depth=0')).categories[0]!
      .id;

    const table: Record<RouteName, string[]> = {
      home: ['/home'],
      search: [
        '/search',
        `/search?q=${encodeURIComponent('voiture')}`,
        `/search?q=${encodeURIComponent('سيارة')}`,
      ],
      sales: [
        '/sales',
        '/sales?q=voiture&sort=price_asc',
        '/sales?region=16&price_min=1000&currency=EUR&page=2',
      ],
      announcements: ['/announcements', '/announcements?q=cours&has_photos=1'],
      'sales-category': [`/sales/${saleCategory}`, `/sales/${saleCategory}?region=16`],
      'announcements-category': [`/announcements/${adCategory}`],
      'sales-show': [`/sales/show/${sale.slug}`],
      'announcements-show': [`/announcements/show/${ad.slug}`],
      seller: [`/sellers/${seller}`, `/sellers/${seller}?platform=sales&sort=price_asc&page=2`],
      'about-us': ['/about-us'],
      'terms-and-conditions': ['/terms-and-conditions'],
      'privacy-policy': ['/privacy-policy'],
      'personal-privacy': ['/personal-privacy'],
      'user-guide': ['/user-guide'],
      faq: ['/faq', '/faq?q=compte'],
      'legal-texts': ['/legal-texts', '/legal-texts?q=loi&page=2'],
      'downloadable-files': ['/downloadable-files', '/downloadable-files?category=forms'],
      'friendly-links': ['/friendly-links'],
      'related-links': ['/related-links'],
      partners: ['/partners'],
      news: ['/news', '/news?page=2&category=portal'],
      'news-show': [`/news/${news.id}`],
      blog: ['/blog', '/blog?tag=conseils'],
      'blog-show': [`/blog/${encodeURIComponent(blog.slug)}`],
      multimedia: ['/multimedia', '/multimedia?type=video'],
      sitemap: ['/sitemap'],
    } as Record<RouteName, string[]>;
    for (const [name, list] of Object.entries(table)) urls.set(name as RouteName, list);
    // Each drawing is kept for visitors without a session: a language per address keeps them apart.
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('has addresses for every route of the list', () => {
    expect([...urls.keys()].sort()).toEqual([...SERVER_RENDERED].sort());
  });

  it.each([
    ['a visitor', 'ar'],
    ['a visitor', 'fr'],
    ['a signed-in reader', 'en'],
  ])(
    'draws every route for %s in %s, each from its prefetch alone',
    async (who, locale) => {
      const failures: string[] = [];
      for (const list of urls.values()) {
        for (const url of list) {
          const before = drawings.length;
          const res = await t.app.inject({
            url,
            cookies: { 'user-locale': locale, ...(who === 'a signed-in reader' ? { _token: token } : {}) },
          });
          const drawing = drawings.slice(before).find((each) => each.url === url);
          if (res.statusCode !== 200) failures.push(`${url}: ${res.statusCode}`);
          else if (!drawing) failures.push(`${url}: not drawn`);
          else if (!drawing.result.ok) failures.push(`${url}: ${drawing.result.reason}`);
          else if (!res.body.includes('<div id="root" inert>')) failures.push(`${url}: the plain SPA`);
        }
      }
      expect(failures).toEqual([]);
    },
    120_000,
  );

  it('answers each endpoint a page read, through its reader, as HTTP answers it', async () => {
    expect(drawings.length).toBeGreaterThan(0);
    const signedIn = (await t.app.pageData.read('me', {}, visitor(null))).status;
    expect(signedIn).toBe(401);
    const reads = new Map<string, { endpoint: string; input: SsrReadInput }>();
    for (const drawing of drawings) {
      for (const read of drawing.reads) reads.set(JSON.stringify(read), read);
    }
    const seen = new Set<string>();
    for (const { endpoint, input } of reads.values()) {
      seen.add(endpoint);
      const definition = endpoints[endpoint as EndpointName];
      const query = new URLSearchParams(input.query ?? {}).toString();
      const url = endpointUrl(definition, (input.params ?? {}) as never) + (query ? `?${query}` : '');
      for (const auth of [null, token]) {
        const http = await t.app.inject({
          url,
          headers: { 'x-localization': 'fr', ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
        });
        const direct = await t.app.pageData.read(endpoint, input, await visitorWith(auth));
        expect({ url, status: direct.status }).toEqual({ url, status: http.statusCode });
        if (http.statusCode === 200) {
          const answer = comparable(endpoint, JSON.parse(direct.json));
          expect(answer).toEqual(comparable(endpoint, http.json()));
        }
        // A value given with the text is exactly what parsing the text gives.
        if (direct.value !== undefined) expect(direct.value).toStrictEqual(JSON.parse(direct.json));
      }
    }
    // Every reader is exercised by some page (the start-up's two by ssr.ts itself), but the
    // related ads': the browser reads them once scrolled to (decision 054), through the same
    // readers, which send a visitor without a session to the replica as a page's reads.
    expect([...t.app.pageData.names()].filter((name) => !seen.has(name)).sort()).toEqual([
      'init',
      'me',
      'ownerListings',
      'similarListings',
    ]);
  }, 120_000);

  it("gives a search's answer asked once with its value, exactly what parsing its text gives", async () => {
    const input = { query: { platform: 'sales', q: 'voiture', price_max: '123456789' } };
    const once = await t.app.pageData.read('searchListings', input, visitor(null));
    expect(once.status).toBe(200);
    expect(once.value).toStrictEqual(JSON.parse(once.json));
    // Asked again, the answer is kept: its text alone, parsed by each drawing.
    const again = await t.app.pageData.read('searchListings', input, visitor(null));
    expect(again.json).toBe(once.json);
    expect(again.value).toBeUndefined();
  });

  function visitor(auth: Visitor['auth']): Visitor {
    return { locale: 'fr', timeZone: 'Africa/Algiers', auth, ip: '127.0.0.1' };
  }
  async function visitorWith(auth: string | null): Promise<Visitor> {
    if (!auth) return visitor(null);
    const { authenticateToken } = await import('./auth/plugin');
    return visitor(await authenticateToken(t.testDb.database.db, auth));
  }
});

/**
 * An answer without what moves between two asks: the featured strip's order is drawn at each
 * request, and reading a detail counts a view.
 */
function comparable(endpoint: string, body: unknown): unknown {
  if (endpoint === 'featuredListings') {
    const { data } = body as { data: { id: number }[] };
    return { data: [...data].sort((a, b) => a.id - b.id) };
  }
  if (endpoint === 'getListing') {
    const { listing } = body as { listing: Record<string, unknown> };
    return { listing: { ...listing, views: 0 } };
  }
  return body;
}
