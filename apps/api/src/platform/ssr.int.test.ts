import { randomBytes } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { SsrModule } from '@portal/contract/ssr';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { metricSample } from '../../test/metrics';
import { api, createUser, login } from '../../test/session';
import { categories } from '../db/schema/index';
import { insertListing } from '../modules/listings/testing';

/**
 * The SPA's server rendering from its source (the production server loads the built one). A
 * path in a variable: the API's type check does not compile the SPA's JSX; Vitest does.
 */
const ENTRY = '../../../web/src/entry-server.tsx';
const loadSsr = () => import(/* @vite-ignore */ ENTRY) as Promise<SsrModule>;

interface State {
  locale: string;
  url: string;
  init: { locale: string; time_zone: string };
  user: { username: string } | null;
  forgetToken: boolean;
  queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  env: { consentDecided: boolean };
}

function parts(html: string) {
  const root =
    /<div id="root"(?: inert)?>([\s\S]*)<\/div>\s*<script type="application\/json" id="ssr-state">([^<]*)<\/script>/.exec(
      html,
    );
  return {
    root: root?.[1] ?? '',
    state: root ? (JSON.parse(root[2]!) as State) : null,
    html: /<html[^>]*>/.exec(html)?.[0],
  };
}

const METRICS_TOKEN = randomBytes(24).toString('hex');

/** Server rendering of the list and detail pages (the page-speed budget in docs/performance.md). */
describe('server-rendered pages', () => {
  let t: TestApp;
  let sale: { id: number; slug: string };
  const TITLE = 'Renault Clio </script><script>alert(1)</script> سيارة للبيع';

  beforeAll(async () => {
    t = await buildTestApp({ loadSsr, env: { METRICS_TOKEN } });
    const db = t.testDb.database.db;
    const user = await createUser(db);
    const [root] = await db
      .select()
      .from(categories)
      .where(and(eq(categories.platform, 'sales'), isNull(categories.parentId)))
      .limit(1);
    sale = await insertListing(db, { userId: user.id, title: TITLE, categoryId: root!.id });
    // A first drawing compiles the components: on a busy machine longer than a visitor's budget.
    await t.app.inject({ method: 'GET', url: '/sales?warm-up' });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['ar', 'rtl', 'ar', /المبيعات|البيع/],
    ['fr', 'ltr', 'fr', /Ventes|vente/i],
    ['unknown', 'ltr', 'fr', /Ventes|vente/i],
  ])('draws /sales with its listings in the stored language (%s)', async (stored, dir, locale, words) => {
    const res = await t.app.inject({ method: 'GET', url: '/sales', cookies: { 'user-locale': stored } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(String(res.headers.vary)).toMatch(/Cookie/);
    expect(res.headers['content-language']).toBe(locale);
    // Start-up's CSRF cookie comes with the page, as /init gives it.
    expect(String(res.headers['set-cookie'])).toMatch(/XSRF-TOKEN=/);
    const page = parts(res.body);
    expect(page.html).toBe(`<html lang="${locale}" dir="${dir}">`);
    // Not clickable until the browser adopted it.
    expect(res.body).toContain('<div id="root" inert>');
    expect(page.root).toMatch(words);
    // The listing's card, its title escaped as text.
    expect(page.root).toContain('Renault Clio &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.state?.locale).toBe(locale);
    expect(page.state?.init.locale).toBe(locale);
    expect(page.state?.user).toBeNull();
    const search = page.state?.queries.queries.find((q) => q.queryKey[1] === 'search');
    expect(search?.queryKey[2]).toBe(locale);
    expect(JSON.stringify(search?.state.data)).toContain('Renault Clio');
    // The embedded JSON cannot end its <script>: no raw `<` in it.
    expect(res.body).not.toContain('</script><script>alert(1)');
  });

  it('draws a detail page in Arabic by default, with its Open Graph tags', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/sales/show/${sale.slug}` });
    expect(res.statusCode).toBe(200);
    const page = parts(res.body);
    expect(page.html).toBe('<html lang="ar" dir="rtl">');
    expect(res.body).toMatch(/<meta property="og:title" content="Renault Clio/);
    expect(page.root).toMatch(/<h1[^>]*>Renault Clio &lt;\/script&gt;/);
    const detail = page.state?.queries.queries.find((q) => q.queryKey[1] === 'detail');
    expect(detail?.queryKey).toEqual(['listings', 'detail', 'ar', sale.slug]);
    // No cookie banner when the visitor already chose; the banner otherwise.
    expect(page.root).toContain('data-testid="cookie-consent"');
    const chose = await t.app.inject({
      method: 'GET',
      url: `/sales/show/${sale.slug}`,
      cookies: { 'cookie-consent': '1', 'user-locale': 'fr' },
    });
    const choseState = parts(chose.body);
    expect(choseState.state?.env.consentDecided).toBe(true);
    expect(choseState.root).not.toContain('data-testid="cookie-consent"');
    expect(choseState.root).toContain('Renault Clio');
  });

  it('isolates the text people wrote, as the browser does: an Arabic title in the French page', async () => {
    const db = t.testDb.database.db;
    const user = await createUser(db);
    const [root] = await db
      .select()
      .from(categories)
      .where(and(eq(categories.platform, 'sales'), isNull(categories.parentId)))
      .limit(1);
    const title = 'هاتف Samsung A54 جديد.';
    const phone = await insertListing(db, {
      userId: user.id,
      title,
      description: 'هاتف بحالة جيدة مع العلبة، 128 GB.',
      categoryId: root!.id,
    });
    const cookies = { 'user-locale': 'fr' };
    const detail = parts(
      (await t.app.inject({ method: 'GET', url: `/sales/show/${phone.slug}`, cookies })).body,
    );
    expect(detail.html).toBe('<html lang="fr" dir="ltr">');
    expect(detail.root).toMatch(new RegExp(`<h1 dir="auto"[^>]*>${title}</h1>`));
    expect(detail.root).toMatch(/<p dir="auto"[^>]*>هاتف بحالة جيدة مع العلبة، 128 GB.<\/p>/);
    // The breadcrumb's last step, inside the trail's sentence-like line.
    expect(detail.root).toContain(`<bdi dir="auto">${title}</bdi>`);
    const list = parts((await t.app.inject({ method: 'GET', url: '/sales', cookies })).body);
    expect(list.root).toMatch(new RegExp(`<h3 dir="auto"[^>]*><a[^>]*>${title}</a></h3>`));
  });

  it('draws the page as the signed-in visitor, and forgets a refused token', async () => {
    const user = await createUser(t.testDb.database.db);
    const token = await login(t.app, user);
    const signedIn = parts(
      (await t.app.inject({ method: 'GET', url: '/sales', cookies: { _token: token } })).body,
    );
    expect(signedIn.state?.user?.username).toBe(user.username);
    expect(signedIn.root).not.toContain('href="/register"');

    const refused = parts(
      (await t.app.inject({ method: 'GET', url: '/sales', cookies: { _token: 'x'.repeat(40) } })).body,
    );
    expect(refused.state?.user).toBeNull();
    expect(refused.state?.forgetToken).toBe(true);
  });

  it('draws each search of one path with its own query, one after the other', async () => {
    const searched = async (q: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/sales?q=${encodeURIComponent(q)}`,
        cookies: { 'user-locale': 'fr' },
      });
      expect(res.statusCode).toBe(200);
      const page = parts(res.body);
      expect(page.state?.url).toBe(`/sales?q=${encodeURIComponent(q)}`);
      const search = page.state?.queries.queries.find((query) => query.queryKey[1] === 'search');
      return { key: search?.queryKey[3] as { q?: string } | undefined, root: page.root };
    };
    const clio = await searched('Clio');
    expect(clio.key?.q).toBe('Clio');
    expect(clio.root).toContain('Renault Clio');
    const other = await searched('zzzz-nothing');
    expect(other.key?.q).toBe('zzzz-nothing');
    expect(other.root).not.toContain('Renault Clio');
  });

  it('leaves other pages, and unknown listings, to the browser', async () => {
    const other = await t.app.inject({ method: 'GET', url: '/contact-us' });
    expect(other.body).toContain('<div id="root"></div>');
    expect(other.body).not.toContain('ssr-state');
    const unknown = await t.app.inject({ method: 'GET', url: '/sales/show/no-such-listing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('ssr-state');
  });

  it('counts in its metrics the pages it drew and those it left to the browser', async () => {
    const pages = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      return {
        drawn: metricSample(res.body, 'portal_pages_total{answer="drawn"}') ?? 0,
        plain: metricSample(res.body, 'portal_pages_total{answer="plain"}') ?? 0,
      };
    };
    const before = await pages();
    const drawn = await t.app.inject({ method: 'GET', url: `/sales/show/${sale.slug}` });
    expect(drawn.body).toContain('ssr-state');
    const unknown = await t.app.inject({ method: 'GET', url: '/sales/show/no-such-listing' });
    expect(unknown.statusCode).toBe(404);
    // Not a page the server draws: not counted.
    await t.app.inject({ method: 'GET', url: '/contact-us' });
    expect(await pages()).toEqual({ drawn: before.drawn + 1, plain: before.plain + 1 });
  });
});

/** Kept pages and the bound on drawings: a popular page is drawn once per change, the excess shed. */
describe('server-rendered pages under load', () => {
  let t: TestApp;
  let branch: { id: number };
  let user: { id: number };
  let draws: string[] = [];
  /** Drawings held until released (one `release` per held drawing), when `hold` is on. */
  let hold = false;
  const held: (() => void)[] = [];

  /** When set, the promises a drawing's reads made, kept as the API's memos keep theirs. */
  let keptReads: Promise<unknown>[] | undefined;
  let drawnRequest: WeakRef<object> | undefined;

  const countingSsr = async (): Promise<SsrModule> => {
    const real = await loadSsr();
    return {
      prepare: (routes) => real.prepare(routes),
      async render(request) {
        draws.push(request.url);
        if (hold) await new Promise<void>((resolve) => held.push(resolve));
        const kept = keptReads;
        if (!kept) return real.render(request);
        const watched: typeof request = {
          ...request,
          read: (endpoint, input) => {
            const answer = request.read(endpoint, input);
            kept.push(answer.then(() => undefined));
            return answer;
          },
        };
        drawnRequest = new WeakRef(watched);
        return real.render(watched);
      },
    };
  };

  beforeAll(async () => {
    t = await buildTestApp({ loadSsr: countingSsr });
    const db = t.testDb.database.db;
    user = await createUser(db);
    const [root] = await db
      .select()
      .from(categories)
      .where(and(eq(categories.platform, 'sales'), isNull(categories.parentId)))
      .limit(1);
    branch = root!;
    await t.app.inject({ method: 'GET', url: '/sales?warm-up' });
  }, 60_000);
  afterAll(async () => {
    hold = false;
    held.splice(0).forEach((release) => release());
    await t.close();
  });

  // A test that failed holding drawings lets them go, so the next one starts with free places.
  afterEach(() => {
    hold = false;
    held.splice(0).forEach((release) => release());
  });

  const page = (url: string, cookies: Record<string, string> = {}, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, cookies, headers });

  it('keeps a page from its second request for visitors without a session, draws it again after a change, per language', async () => {
    const db = t.testDb.database.db;
    await insertListing(db, { userId: user.id, title: 'Peugeot 208 kept page', categoryId: branch.id });
    draws = [];
    // Asked once: drawn for this visitor alone. Asked again: drawn and kept.
    await page('/sales?sort=newest');
    const first = await page('/sales?sort=newest');
    const second = await page('/sales?sort=newest');
    expect(draws).toEqual(['/sales?sort=newest', '/sales?sort=newest']);
    expect(parts(second.body).root).toBe(parts(first.body).root);
    expect(parts(second.body).root).toContain('Peugeot 208 kept page');
    // Each answer still brings its own CSRF cookie, and stays private to the visitor.
    for (const res of [first, second]) {
      expect(String(res.headers['set-cookie'])).toMatch(/XSRF-TOKEN=/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(String(res.headers.vary)).toMatch(/Cookie/);
    }
    // Another language is another page.
    const french = await page('/sales?sort=newest', { 'user-locale': 'fr' });
    expect(parts(french.body).html).toBe('<html lang="fr" dir="ltr">');
    expect(draws).toHaveLength(3);

    // A change visitors could see moves the data version: the next visitor gets a new drawing.
    await insertListing(db, {
      userId: user.id,
      title: 'Dacia Logan after the change',
      categoryId: branch.id,
    });
    const after = await page('/sales?sort=newest');
    expect(draws).toHaveLength(4);
    expect(parts(after.body).root).toContain('Dacia Logan after the change');
    // An address asked before is kept at once under the new version.
    await page('/sales?sort=newest');
    expect(draws).toHaveLength(4);
  });

  it('sends a kept page compressed once to the browsers that take brotli, the same page as text', async () => {
    draws = [];
    const url = '/sales?sort=newest&kept=brotli';
    await page(url);
    draws = [];
    const text = await page(url, {}, { 'accept-encoding': 'identity' });
    const compressed = [
      await page(url, {}, { 'accept-encoding': 'gzip, deflate, br' }),
      await page(url, {}, { 'accept-encoding': 'br;q=1, gzip;q=0.5' }),
    ];
    expect(draws).toEqual([url]);
    for (const res of compressed) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(String(res.headers.vary)).toMatch(/Cookie.*Accept-Encoding/);
      expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(text.body);
    }
    expect(text.headers['content-encoding']).toBeUndefined();
    expect(parts(text.body).root).toContain('<');
    // A browser that takes only gzip gets it from the compression every answer goes through.
    const gzip = await page(url, {}, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(text.body);
    expect(draws).toHaveLength(1);
  });

  it('draws the language the address names over the stored one, and keeps it apart', async () => {
    await page('/sales?sort=price_asc&lang=fr', { 'user-locale': 'ar' });
    draws = [];
    const named = await page('/sales?sort=price_asc&lang=fr', { 'user-locale': 'ar' });
    expect(named.headers['content-language']).toBe('fr');
    expect(parts(named.body).html).toBe('<html lang="fr" dir="ltr">');
    expect(parts(named.body).state?.locale).toBe('fr');
    expect(parts(named.body).state?.url).toBe('/sales?sort=price_asc&lang=fr');
    // Same address, another stored choice: the address still decides, and the drawing is kept.
    const again = await page('/sales?sort=price_asc&lang=fr', { 'user-locale': 'en' });
    expect(parts(again.body).root).toBe(parts(named.body).root);
    expect(draws).toEqual(['/sales?sort=price_asc&lang=fr']);
    // The bare address follows the stored choice: never the kept French page.
    await page('/sales?sort=price_asc', { 'user-locale': 'ar' });
    const bare = await page('/sales?sort=price_asc', { 'user-locale': 'ar' });
    expect(parts(bare.body).html).toBe('<html lang="ar" dir="rtl">');
    expect(draws).toHaveLength(3);
  });

  it('takes absolute addresses from PUBLIC_URL, never a forged Host, so no kept page carries one', async () => {
    const db = t.testDb.database.db;
    const listing = await insertListing(db, { userId: user.id, title: 'Forged host', categoryId: branch.id });
    const forged = await page(`/sales/show/${listing.slug}`, {}, { host: 'evil.example' });
    const next = await page(`/sales/show/${listing.slug}`);
    for (const res of [forged, next]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('evil.example');
      expect(res.body).toContain(
        `<link rel="canonical" href="http://localhost:3000/sales/show/${listing.slug}" />`,
      );
      expect(res.body).toContain(`content="http://localhost:3000/sales/show/${listing.slug}"`);
    }
  });

  it('never keeps the page of a signed-in visitor', async () => {
    const token = await login(t.app, await createUser(t.testDb.database.db));
    draws = [];
    const a = await page('/sales?kept=signed-in', { _token: token });
    const b = await page('/sales?kept=signed-in', { _token: token });
    expect(draws).toHaveLength(2);
    expect(parts(a.body).state?.user).not.toBeNull();
    // Nor does a visitor without a session get theirs.
    const anonymous = await page('/sales?kept=signed-in');
    expect(draws).toHaveLength(3);
    expect(parts(anonymous.body).state?.user).toBeNull();
    expect(parts(b.body).state?.user).not.toBeNull();
  });

  it('counts the view of a detail page served from a kept drawing', async () => {
    const db = t.testDb.database.db;
    const listing = await insertListing(db, {
      userId: user.id,
      title: 'Counted views',
      categoryId: branch.id,
    });
    const viewsNow = async () =>
      (await api(t.app, { url: `/api/v1/listings/${listing.slug}` })).json<{ listing: { views: number } }>()
        .listing.views;
    const before = await viewsNow();
    draws = [];
    await page(`/sales/show/${listing.slug}`);
    await page(`/sales/show/${listing.slug}`);
    await page(`/sales/show/${listing.slug}`);
    // Drawn alone, drawn and kept, then served kept.
    expect(draws).toHaveLength(2);
    // Three page views, and the API read itself.
    expect(await viewsNow()).toBe(before + 4);
  });

  it('keeps no drawing request alive through the promises its reads made', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    keptReads = [];
    const res = await page('/sales?kept=released');
    const kept = keptReads;
    keptReads = undefined;
    expect(res.body).toContain('id="ssr-state"');
    expect(kept.length).toBeGreaterThan(0);
    await Promise.all(kept);
    for (let round = 0; round < 3; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      gc();
    }
    // The promises are still held, as a memo holds them; the request they were made for is not.
    expect(kept.length).toBeGreaterThan(0);
    expect(drawnRequest?.deref()).toBeUndefined();
  });

  it('answers 503 with Retry-After in the visitor language once the drawings and their wait list are full', async () => {
    hold = true;
    draws = [];
    // Two drawings at once, 24 waiting: the 27th distinct page finds no place.
    const waiting = Array.from({ length: 26 }, (_, i) => page(`/sales?full=${i}`));
    await vi.waitFor(() => expect(draws).toHaveLength(2), { timeout: 10_000 });
    // More distinct pages until one is refused (the 26 above may still be on their way to the
    // wait list: a page let in meanwhile waits too).
    let shed: Awaited<ReturnType<typeof page>> | undefined;
    for (let i = 0; !shed && i < 30; i += 1) {
      const probe = page(`/sales?full=probe-${i}`, {}, { 'x-localization': 'fr' });
      const answer = await Promise.race([
        probe,
        new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 300)),
      ]);
      if (answer?.statusCode === 503) shed = answer;
      else waiting.push(probe);
    }
    if (!shed) throw new Error('no page was refused');
    expect(shed.headers['retry-after']).toBe('5');
    expect(shed.json()).toEqual({
      message: 'Trop de visiteurs en même temps. Réessayez dans 5 secondes.',
      code: 'service_unavailable',
    });
    // The API and the health checks keep answering meanwhile.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    hold = false;
    held.splice(0).forEach((release) => release());
    const answers = await Promise.all(waiting);
    const drawn = answers.filter((res) => res.statusCode === 200);
    expect(drawn.length).toBeGreaterThanOrEqual(26);
    expect(answers.filter((res) => res.statusCode !== 200 && res.statusCode !== 503)).toEqual([]);
  });

  it('counts the render budget from the arrival: a request that waited past it gets the plain SPA', async () => {
    hold = true;
    draws = [];
    const busy = [page('/sales?budget=1'), page('/sales?budget=2')];
    await vi.waitFor(() => expect(draws).toHaveLength(2), { timeout: 10_000 });
    const started = Date.now();
    const late = await page('/sales?budget=late');
    // Answered when its 3 s ran out, drawn by the browser, and never drawn here.
    expect(Date.now() - started).toBeLessThan(4_500);
    expect(late.statusCode).toBe(200);
    expect(late.body).toContain('<div id="root"></div>');
    hold = false;
    held.splice(0).forEach((release) => release());
    await Promise.all(busy);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(draws).not.toContain('/sales?budget=late');
  }, 15_000);
});
