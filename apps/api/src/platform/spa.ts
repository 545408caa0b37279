import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { findRouteByName, matchRoute, ROUTES, type RouteDef, type RouteName } from '@portal/contract/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, sendError } from './errors';
import { directionOf, isLocale, LOCALES, storedLocaleOf, type Locale } from '@portal/contract/locale';
import { pageLocale, renderHead, type PageResolver, type PageSite, type RouteText } from './page-head';
import { isPublicRoute } from './public-pages';
import { scopeOf } from './request-scope';
import type { PageRenderer, RenderedPage } from './ssr';
import { AUTH_COOKIE, CONSENT_COOKIE, SSR_SCRIPTS_ID } from '@portal/contract/ssr';
import negotiate from '@fastify/accept-negotiator';
import { etagOf } from './http-cache';
import { sentAnswer, type KeptAnswer, type KeptPages, type PageAnswer } from './kept-pages';
import { MANIFEST_PATH, manifestFileName, manifestHref, SERVICE_WORKER_PATH } from '@portal/contract/install';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * What a request for a page the server draws was answered with: the page drawn (now or
     * kept), or the plain SPA the browser draws itself (overloaded, too late, failed, not
     * found). Null for any other request. The metrics count it (metrics.ts).
     */
    pageAnswer: 'drawn' | 'plain' | null;
  }
}

/**
 * Serves the built SPA from the same process:
 * - hashed assets under /build/assets/ are immutable for a year; other /build/ files an hour;
 *   Vite wrote .br and .gz beside each, so compressed answers cost nothing at run time;
 * - every path of the route table answers index.html with 200, any other path with 404
 *   (the SPA shows its not-found page); unknown /api/ paths answer 404 JSON;
 * - index.html is never cached, so a deploy reaches everyone at the next page load;
 * - a route with a resolver (`pages`, given by the modules) gets its own <head> (link previews,
 *   search engines), or the plain SPA with a 404, or a 301 to its current address; every other
 *   public route gets `publicHead`'s;
 * - the routes of `rendered` come drawn by the server (`render`, ssr.ts) with the state the
 *   browser adopts them with; when that fails, the plain SPA draws them as before.
 */

/** The list and detail pages, drawn by the server (the performance budget of docs/performance.md). */
export const SERVER_RENDERED: readonly RouteName[] = [
  'announcements',
  'sales',
  'announcements-category',
  'sales-category',
  'announcements-show',
  'sales-show',
  // A seller's page: who they are and their public listings (docs/decisions/046).
  'seller',
  'home',
  'search',
  // The CMS's public pages: crawlers and slow phones get their text in the HTML.
  'about-us',
  'terms-and-conditions',
  'privacy-policy',
  'personal-privacy',
  'user-guide',
  'faq',
  'legal-texts',
  'downloadable-files',
  'friendly-links',
  'related-links',
  'partners',
  'news',
  'news-show',
  'blog',
  'blog-show',
  'multimedia',
  'sitemap',
];

/**
 * index.html preloading only the Cairo file of the page language's script (the web build
 * preloads both; src/index.css: an Arabic page draws its Latin text in the phone's font, a
 * French or English page its Arabic text): a preloaded file the page does not use would
 * share a slow connection with the stylesheet before the first paint, for nothing.
 */
export function withFontFor(indexHtml: string, locale: Locale): string {
  const unused = locale === 'ar' ? 'latin' : 'arabic';
  return indexHtml.replace(new RegExp(`<link rel="preload" as="font"[^>]*/cairo-${unused}-[^>]*>`, 'g'), '');
}

/**
 * index.html linking the web app manifest of the page's language (the name the installed app
 * takes); the SPA changes the link when the visitor changes language (lib/locale.ts).
 */
export function withManifestFor(indexHtml: string, locale: Locale): string {
  return indexHtml.replace(
    `<link rel="manifest" href="${MANIFEST_PATH}"`,
    () => `<link rel="manifest" href="${manifestHref(locale)}"`,
  );
}

/**
 * index.html with the page's language and direction, its drawing in #root and its state beside
 * it, without the scripts' preloads: the drawing paints first, the app's scripts load after it
 * (src/boot.ts), instead of competing with the stylesheet for a slow connection. #root is `inert` until the app has adopted the drawing (route-page.tsx): a click before
 * then would do nothing, so nothing is clickable or focusable yet.
 *
 * As UTF-8 bytes, each part written once into them: the document as one text would be copied
 * whole again before its encoding (a list page's is 250 KB of two-byte text, a large object of
 * the heap at each drawing).
 */
export function withRenderedPage(indexHtml: string, page: RenderedPage): Buffer {
  // The scripts the preloads named (the app's and the route's own chunks) are listed for the
  // entry instead, which asks for them all at once after the first paint (src/boot.ts).
  const scripts: string[] = [];
  const template = indexHtml
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, (link) => {
      const href = /href="([^"]+)"/.exec(link)?.[1];
      if (href) scripts.push(href);
      return '';
    })
    .replace(/<html[^>]*>/, () => `<html lang="${page.locale}" dir="${directionOf(page.locale)}">`);
  const root = template.indexOf(ROOT);
  if (root < 0) return Buffer.from(template);
  return utf8Of([
    `${template.slice(0, root)}<div id="root" inert>`,
    page.html,
    '</div>\n    <script type="application/json" id="ssr-state">',
    page.state,
    `</script>\n    <script type="application/json" id="${SSR_SCRIPTS_ID}">${JSON.stringify(scripts)}</script>` +
      template.slice(root + ROOT.length),
  ]);
}

/** The empty #root of index.html, where the drawing goes. */
const ROOT = '<div id="root"></div>';

/** The texts' UTF-8 bytes one after the other, in one buffer. */
function utf8Of(parts: readonly string[]): Buffer {
  const sizes = parts.map((part) => Buffer.byteLength(part));
  const bytes = Buffer.allocUnsafe(sizes.reduce((sum, size) => sum + size, 0));
  let at = 0;
  parts.forEach((part, i) => {
    bytes.write(part, at);
    at += sizes[i]!;
  });
  return bytes;
}

export const spaPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      distDir: string;
      pages?: Partial<Record<RouteName, PageResolver>>;
      /** The head of a public route without a resolver of its own. */
      publicHead?: PageResolver;
      render?: PageRenderer;
      /** Drawn pages kept for visitors without a session; without it each is drawn per visit. */
      kept?: KeptPages;
    },
  ) => {
    app.decorateRequest('pageAnswer', null);
    const indexFile = path.join(options.distDir, 'index.html');
    const hasBuild = existsSync(indexFile);
    const indexText = hasBuild ? readFileSync(indexFile, 'utf8') : undefined;
    // The lazy chunks of each route's page (written by the web build, see vite.config.ts).
    const chunksFile = path.join(options.distDir, 'route-chunks.json');
    const routeChunks: Record<string, string[]> = existsSync(chunksFile)
      ? (JSON.parse(readFileSync(chunksFile, 'utf8')) as Record<string, string[]>)
      : {};
    /** index.html with modulepreload links for the route's own chunks. */
    const indexOf = (route: string): string | undefined => {
      const files = routeChunks[route];
      if (!indexText || !files?.length) return indexText;
      const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/build/${file}">`);
      return indexText.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);
    };

    // Each route's title and description in each language (written by the web build, see
    // vite.config.ts): the heads of the public pages.
    const textsFile = path.join(options.distDir, 'route-texts.json');
    const routeTexts: Partial<Record<Locale, Record<string, RouteText>>> = existsSync(textsFile)
      ? (JSON.parse(readFileSync(textsFile, 'utf8')) as Partial<Record<Locale, Record<string, RouteText>>>)
      : {};
    const site: PageSite = {
      routeText: (locale, route) => (isLocale(locale) ? routeTexts[locale]?.[route] : undefined),
    };

    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: options.distDir,
        prefix: '/build/',
        index: false,
        // dist/.vite/manifest.json (the build's map of every module, back office included) is
        // for the build and its tests, not for visitors: dot-folders answer 404.
        dotfiles: 'ignore',
        // Source maps stay on the machine: they would hand out the whole source.
        allowedPath: (pathName) => !pathName.endsWith('.map'),
        wildcard: true,
        preCompressed: true,
        cacheControl: false,
        setHeaders(res, filePath) {
          // The file asked for: its precompressed copy (.br, .gz) answers under the same rules.
          const relative = path.relative(options.distDir, filePath).replace(/\.(br|gz)$/, '');
          if (relative.endsWith('.html')) res.header('Cache-Control', 'no-store');
          // The service worker: the browser checks it at every visit, so a deploy's worker is
          // found at once (it also skips the HTTP cache for it past 24 hours, whatever we say).
          else if (relative === 'sw.js') res.header('Cache-Control', 'no-cache');
          else if (relative.startsWith(`assets${path.sep}`)) {
            res.header('Cache-Control', 'public, max-age=31536000, immutable');
          } else res.header('Cache-Control', 'public, max-age=3600');
        },
      });
    }

    if (hasBuild) {
      // The service worker from the root, so its scope is the whole site (features/install).
      app.get(SERVICE_WORKER_PATH, { schema: { hide: true } }, (_request, reply) =>
        reply.type('text/javascript; charset=utf-8').sendFile('sw.js'),
      );
      // The web app manifest in the language asked for (`?lang=`; none or another: the
      // contract's rule for a stored language, Arabic by default).
      const manifests = new Map(
        LOCALES.flatMap((locale) => {
          const file = path.join(options.distDir, manifestFileName(locale));
          return existsSync(file) ? [[locale, readFileSync(file, 'utf8')] as const] : [];
        }),
      );
      app.get(MANIFEST_PATH, { schema: { hide: true } }, (request, reply) => {
        const lang = (request.query as { lang?: unknown }).lang;
        const manifest = manifests.get(storedLocaleOf(typeof lang === 'string' ? lang : undefined));
        if (!manifest) return sendError(reply, new AppError('not_found'));
        return reply
          .header('Cache-Control', 'public, max-age=3600')
          .type('application/manifest+json; charset=utf-8')
          .send(manifest);
      });
    }

    const sendIndex = (
      request: FastifyRequest,
      reply: FastifyReply,
      status: number,
      html: string | undefined = indexText,
    ) => {
      if (!html) {
        // Development: Vite serves the pages; the API alone has none to give.
        return sendError(reply, new AppError('not_found'));
      }
      const locale = pageLocale(request);
      return reply
        .code(status)
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(withManifestFor(withFontFor(html, locale), locale));
    };

    /** The query part of the request's address, kept by a move. */
    const searchOf = (request: FastifyRequest) =>
      request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    // Kept pages of one build never answer for another: their scripts' names differ.
    const buildId = indexText ? etagOf(indexText) : '';

    /** A drawn route's answer for this request: a move, the plain SPA, or the page drawn. */
    const answerOf = async (
      request: FastifyRequest,
      reply: FastifyReply,
      routeIndex: string,
      resolve: PageResolver | undefined,
    ): Promise<PageAnswer> => {
      let html = routeIndex;
      if (resolve) {
        const answer = await resolve(request, site);
        if ('redirectTo' in answer) return { kind: 'moved', location: answer.redirectTo + searchOf(request) };
        if (answer.status === 404) return { kind: 'plain', status: 404, html: indexText ?? routeIndex };
        html = renderHead(routeIndex, answer.head);
      }
      const page = await options.render?.(request, reply);
      if (!page) return { kind: 'plain', status: 200, html };
      const { locale } = page;
      // The template's links first: their patterns then run over 3 KB rather than the page.
      const document = withRenderedPage(withManifestFor(withFontFor(html, locale), locale), page);
      return { kind: 'drawn', bytes: document, locale, views: page.views };
    };

    const sendAnswer = async (request: FastifyRequest, reply: FastifyReply, { answer, made }: KeptAnswer) => {
      if (answer.kind === 'moved') {
        return reply.header('Cache-Control', 'no-store').redirect(answer.location, 301);
      }
      request.pageAnswer = answer.kind;
      if (answer.kind === 'plain') return sendIndex(request, reply, answer.status, answer.html);
      // A kept page's view does again what its drawing's reads did once (a detail's view count).
      if (!made) await Promise.all(answer.views.map((view) => app.pageData.view(view.endpoint, view.input)));
      // What `/init` does for the browser's start-up: the CSRF cookie, on this answer.
      app.csrf.issue(reply, request);
      // The answer differs by the visitor's cookies (session, language, consent).
      const vary = reply.getHeader('Vary');
      reply
        .code(200)
        .header('Cache-Control', 'no-store')
        .header('Vary', vary ? `${String(vary)}, Cookie` : 'Cookie')
        .header('Content-Language', answer.locale)
        .type('text/html; charset=utf-8');
      // The bytes compressed once per drawing, for the browsers that take brotli (all current
      // ones); others get the text, which the compression plugin handles as any answer.
      if (negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip', 'identity']) === 'br') {
        return reply
          .header('Vary', `${String(reply.getHeader('Vary'))}, Accept-Encoding`)
          .header('Content-Encoding', 'br')
          .send(await answer.body.brotli());
      }
      return reply.send(await answer.body.bytes());
    };

    /**
     * A drawn route's page: for a visitor without a session, the one kept for its address,
     * language and consent choice (kept-pages.ts), else drawn for them.
     */
    const servePage = async (
      request: FastifyRequest,
      reply: FastifyReply,
      make: () => Promise<PageAnswer>,
    ) => {
      if (!options.kept || request.cookies[AUTH_COOKIE]) {
        return sendAnswer(request, reply, { answer: sentAnswer(await make()), made: true });
      }
      const key = JSON.stringify([
        buildId,
        request.url,
        pageLocale(request),
        request.cookies[CONSENT_COOKIE] ?? null,
      ]);
      return sendAnswer(request, reply, await options.kept.answer(key, make, scopeOf(request)));
    };

    for (const route of ROUTES) {
      // An alias (`/` for `/home`): the server sends the browser, or a crawler, to its page,
      // which it can draw, rather than an empty shell that the SPA would then redirect.
      const redirectTo = (route as RouteDef).redirectTo;
      const target = redirectTo ? findRouteByName(redirectTo) : undefined;
      if (target && !target.path.includes(':')) {
        app.get(route.path, { schema: { hide: true } }, (request, reply) =>
          reply.header('Cache-Control', 'no-store').redirect(target.path + searchOf(request), 301),
        );
        continue;
      }
      const resolve = options.pages?.[route.name] ?? (isPublicRoute(route) ? options.publicHead : undefined);
      const routeIndex = indexOf(route.name);
      if (options.render !== undefined && SERVER_RENDERED.includes(route.name) && routeIndex) {
        app.get(route.path, { schema: { hide: true } }, (request, reply) =>
          servePage(request, reply, () => answerOf(request, reply, routeIndex, resolve)),
        );
        continue;
      }
      if (!resolve) {
        app.get(route.path, { schema: { hide: true } }, (request, reply) =>
          sendIndex(request, reply, 200, routeIndex),
        );
        continue;
      }
      app.get(route.path, { schema: { hide: true } }, async (request, reply) => {
        if (!routeIndex) return sendIndex(request, reply, 200);
        const answer = await resolve(request, site);
        if ('redirectTo' in answer) {
          return reply
            .header('Cache-Control', 'no-store')
            .redirect(answer.redirectTo + searchOf(request), 301);
        }
        if (answer.status === 404) return sendIndex(request, reply, 404);
        return sendIndex(request, reply, 200, renderHead(routeIndex, answer.head));
      });
    }

    app.setNotFoundHandler(
      { preHandler: app.rateLimit({ max: 300, timeWindow: '1 minute' }) },
      (request: FastifyRequest, reply: FastifyReply) => {
        const pathname = request.url.split('?')[0] ?? '/';
        const isPage =
          (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
        if (isPage && !pathname.startsWith('/build/')) {
          return sendIndex(request, reply, matchRoute(pathname) ? 200 : 404);
        }
        return sendError(reply, new AppError('not_found', { messageKey: 'error.route_not_found' }));
      },
    );
  },
  { name: 'spa', dependencies: ['errors', '@fastify/rate-limit'] },
);
