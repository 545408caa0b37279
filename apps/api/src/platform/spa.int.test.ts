import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { PAGE_KEYS } from '@portal/contract/content-values';
import { findRouteByName, ROUTES, type RouteDef } from '@portal/contract/routes';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createFixtureWebDist, type TestApp } from '../../test/build-test-app';
import { csrfToken } from '../../test/session';
import { isPublicRoute } from './public-pages';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Decodes a response body by its Content-Encoding. */
function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  return res.body;
}

/**
 * Pages that answer by what they show: the CMS's item (seo.int.test.ts) or the seller
 * (sellers.int.test.ts). None exists here, so a 404.
 */
const PAGES_OF_A_SUBJECT: readonly string[] = [
  ...PAGE_KEYS,
  'news-show',
  'blog-show',
  'services-show',
  'seller',
];

/**
 * Every route of the table as a concrete path (params filled). Detail pages of listings answer
 * by their listing (spa-link-preview.int.test.ts), the CMS's pages by their item and a seller's
 * page by its seller: an unknown one is a 404.
 */
const ALL_ROUTES: readonly RouteDef[] = ROUTES;
const routePaths = ALL_ROUTES.filter(
  (route) => !route.path.includes('/show/') && !PAGES_OF_A_SUBJECT.includes(route.name) && !route.redirectTo,
).map((route) => ({
  name: route.name,
  path: route.path.replace(/:(\w+)/g, (_whole, name: string) => `${name}-42`),
  public: isPublicRoute(route),
}));

/** index.html as a public page gets it: the page's head added (seo.int.test.ts), the rest as built. */
function withoutHead(html: string): string {
  return html
    .replace(/<html[^>]*>/, '<html>')
    .replace(/<title>[^<]*<\/title>\n?/, '')
    .replace(/<meta name="description"[^>]*>\n?/, '')
    .replace(
      /\s*<(link rel="(canonical|alternate)"|meta (property|name)="(og|twitter):|script type="application\/ld\+json")[^\n]*/g,
      '',
    )
    .replace(/\s*<\/head>/, '</head>');
}

describe('serving the SPA', () => {
  let t: TestApp;
  let distDir: string;
  let indexHtml: string;

  beforeAll(async () => {
    distDir = createFixtureWebDist();
    // What Vite's compression step writes beside an asset; recognizable contents show which file was sent.
    writeFileSync(
      path.join(distDir, 'assets', 'app-abc123.js.br'),
      brotliCompressSync(Buffer.from('/* pre-compressed br */')),
    );
    writeFileSync(
      path.join(distDir, 'assets', 'app-abc123.js.gz'),
      gzipSync(Buffer.from('/* pre-compressed gz */')),
    );
    // An asset without compressed siblings, compressed on the fly.
    writeFileSync(
      path.join(distDir, 'assets', 'vendor-def456.js'),
      `export const x = ${JSON.stringify('y'.repeat(5000))};`,
    );
    indexHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
    t = await buildTestApp({ webDistDir: distDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it.each(ALL_ROUTES.filter((route) => route.redirectTo))(
    'sends the alias $path to its page with a 301, keeping the query',
    async ({ path: url, redirectTo }) => {
      const res = await t.app.inject({ method: 'GET', url: `${url}?lang=fr` });
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe(`${findRouteByName(redirectTo!)!.path}?lang=fr`);
    },
  );

  it.each(routePaths)(
    'answers index.html for the route $name ($path)',
    async ({ path: url, public: open }) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      // A public page carries its head for crawlers and previews; the others are index.html as built.
      if (open) {
        expect(res.body).toContain('<link rel="canonical"');
        expect(withoutHead(res.body)).toBe(indexHtml);
      } else expect(res.body).toBe(indexHtml);
    },
  );

  it('answers a route with a trailing slash, a query string or a HEAD request', async () => {
    for (const url of ['/home/', '/search?q=voiture&page=2', '/sales/%D8%B3%D9%8A%D8%A7%D8%B1%D8%A9']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(withoutHead(res.body), url).toBe(indexHtml);
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/home' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.body).toBe('');
  });

  it('answers 404 with the same index.html for a path outside the route table', async () => {
    for (const url of ['/no-such-page', '/home/extra', '/announcements/1/edit', '/api', '/build']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.body, url).toBe(indexHtml);
    }
  });

  it('answers a malformed address in the error shape, without echoing it', async () => {
    for (const url of ['/%E0%A4%A', '/api/v1/%E0%A4%A<script>', `/blog/${'a'.repeat(501)}`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'x-localization': 'fr' } });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-request-id'], url).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.json(), url).toEqual({
        message: "La requête n'a pas pu être comprise.",
        code: 'bad_request',
      });
    }
  });

  it('answers 404 JSON in the request language for an unknown API path', async () => {
    for (const [locale, message] of [
      ['en', 'No such address in the API.'],
      ['fr', "Cette adresse n'existe pas dans l'API."],
      ['ar', 'هذا العنوان غير موجود في الواجهة البرمجية.'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/no-such-thing?x=1',
        headers: { 'x-localization': locale },
      });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ message, code: 'not_found' });
    }
    const csrf = await csrfToken(t.app);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/nothing/here',
      headers: { 'x-xsrf-token': csrf, 'content-type': 'application/json', 'x-localization': 'en' },
      cookies: { 'XSRF-TOKEN': csrf },
      payload: '{}',
    });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ message: 'No such address in the API.', code: 'not_found' });
  });

  it('answers 404 JSON, not the page, to another method on a page path', async () => {
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/home', headers: { 'x-localization': 'en' } });
      expect(res.statusCode, method).toBe(404);
      expect(res.headers['content-type'], method).toMatch(/^application\/json/);
      expect(res.json(), method).toMatchObject({ code: 'not_found' });
    }
  });

  it('caches hashed assets for a year and other build files for an hour', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/build/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(asset.headers['cache-control']).toBe(IMMUTABLE);
    expect(asset.body).toBe(readFileSync(path.join(distDir, 'assets', 'app-abc123.js'), 'utf8'));

    const favicon = await t.app.inject({ method: 'GET', url: '/build/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('does not serve the build manifest (a map of every module, back office included)', async () => {
    mkdirSync(path.join(distDir, '.vite'), { recursive: true });
    writeFileSync(path.join(distDir, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"assets/app.js"}}');
    for (const url of [
      '/build/.vite/manifest.json',
      '/build/.vite/',
      '/build/assets/../.vite/manifest.json',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('src/main.tsx');
    }
  });

  it('does not serve source maps (the whole source, back office included)', async () => {
    writeFileSync(path.join(distDir, 'assets', 'app-000000.js.map'), '{"sources":["src/main.tsx"]}');
    const res = await t.app.inject({ method: 'GET', url: '/build/assets/app-000000.js.map' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('src/main.tsx');
  });

  it('answers 404 JSON, never the page, for a missing or out-of-folder build file', async () => {
    for (const url of ['/build/assets/missing-000000.js', '/build/', '/build/..%2f..%2fpackage.json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).not.toContain('"name"');
      expect(res.body, url).not.toBe(indexHtml);
    }
    const missing = await t.app.inject({ method: 'GET', url: '/build/assets/missing-000000.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
  });

  describe('compression', () => {
    it.each([
      ['br', '/* pre-compressed br */'],
      ['gzip', '/* pre-compressed gz */'],
    ] as const)('sends the pre-compressed %s file of an asset', async (encoding, contents) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/build/assets/app-abc123.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(decoded(res)).toBe(contents);
    });

    it.each(['br', 'gzip'] as const)(
      'compresses an asset without a compressed file (%s)',
      async (encoding) => {
        const res = await t.app.inject({
          method: 'GET',
          url: '/build/assets/vendor-def456.js',
          headers: { 'accept-encoding': encoding },
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.rawPayload.length).toBeLessThan(1000);
        expect(decoded(res)).toBe(readFileSync(path.join(distDir, 'assets', 'vendor-def456.js'), 'utf8'));
      },
    );

    it.each(['br', 'gzip'] as const)('compresses a large JSON answer (%s)', async (encoding) => {
      const plain = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.length).toBeGreaterThan(2048);

      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/openapi.json',
        headers: { 'accept-encoding': `${encoding}, identity` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decoded(res))).toEqual(plain.json());
    });

    it('sends identity when the client accepts no compression', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/build/assets/app-abc123.js',
        headers: { 'accept-encoding': 'identity' },
      });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toContain('console.log');
    });
  });
});

describe('the fonts preloaded for the page language', () => {
  let t: TestApp;
  const link = (file: string) =>
    `<link rel="preload" as="font" type="font/woff2" crossorigin href="/build/assets/${file}.woff2">`;
  const arabic = [link('cairo-arabic-A1b2')];
  let distDir: string;
  const latin = [link('cairo-latin-E5f6')];

  beforeAll(async () => {
    distDir = createFixtureWebDist();
    writeFileSync(
      path.join(distDir, 'index.html'),
      `<!doctype html><html><head>${[...arabic, ...latin].join('')}</head><body><div id="root"></div></body></html>`,
    );
    t = await buildTestApp({ webDistDir: distDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it.each([
    ['no language chosen yet (Arabic)', undefined, arabic, latin],
    ['Arabic', 'ar', arabic, latin],
    ['French', 'fr', latin, arabic],
    ['English', 'en', latin, arabic],
    ['an unknown language (French)', 'xx', latin, arabic],
  ])('%s: only its script’s Cairo files', async (_name, locale, kept, left) => {
    for (const url of ['/home', '/no-such-page']) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        ...(locale ? { cookies: { 'user-locale': locale } } : {}),
      });
      for (const preload of kept) expect(res.body, url).toContain(preload);
      for (const preload of left) expect(res.body, url).not.toContain(preload);
    }
  });
});
