import type { SsrModule } from '@portal/contract/ssr';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, login } from '../../test/session';
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

/** Server rendering of the list and detail pages (issue 5 performance budget). */
describe('server-rendered pages', () => {
  let t: TestApp;
  let sale: { id: number; slug: string };
  const TITLE = 'Renault Clio </script><script>alert(1)</script> سيارة للبيع';

  beforeAll(async () => {
    t = await buildTestApp({ loadSsr });
    const db = t.testDb.database.db;
    const user = await createUser(db);
    const [root] = await db
      .select()
      .from(categories)
      .where(and(eq(categories.platform, 'sales'), isNull(categories.parentId)))
      .limit(1);
    sale = await insertListing(db, { userId: user.id, title: TITLE, categoryId: root!.id });
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

  it('leaves other pages, and unknown listings, to the browser', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/home' });
    expect(home.body).toContain('<div id="root"></div>');
    expect(home.body).not.toContain('ssr-state');
    const unknown = await t.app.inject({ method: 'GET', url: '/sales/show/no-such-listing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('ssr-state');
  });
});
