import {
  directionOf,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_PARAM,
  LOCALES,
  pageLocaleOf,
  type Locale,
} from '@portal/contract/locale';
import { scriptSafeJson } from '@portal/contract/script-json';
import type { FastifyRequest } from 'fastify';

/**
 * What the server writes into the SPA's <head> for a page a link preview reads (Open Graph,
 * Twitter cards, title and description): crawlers run no JavaScript, so the tags must be in
 * the HTML itself. Values are plain text; every one is escaped here.
 */
export interface PageHead {
  /** The page's language: `<html lang dir>`. */
  locale: Locale;
  title: string;
  description: string;
  canonical: string;
  /** `<meta property>` for Open Graph (og:*), `<meta name>` for the rest (twitter:*). */
  meta: [name: string, content: string][];
  /**
   * The page's largest image, fetched from the HTML instead of after the scripts ran (LCP).
   * `srcset` and `sizes` must be the page's <img> own, or the browser fetches it twice.
   */
  preloadImage?: { href: string; srcset: string; sizes: string };
  /** The page in each language and `x-default` (`<link rel="alternate" hreflang>`). */
  alternates?: { hreflang: string; href: string }[];
  /** Structured data (schema.org), each written as a JSON-LD data block. */
  jsonLd?: object[];
}

/** What a page's resolver decides: the SPA with a head, the plain SPA with a status, or a move. */
export type PageAnswer = { status: 200; head: PageHead } | { status: 404 } | { redirectTo: string };

/** A route's title and description in one language (the web's locales/<lang>/routes.json). */
export interface RouteText {
  title: string;
  description: string;
}

/** What the server knows of the site when it writes a head: the routes' own texts. */
export interface PageSite {
  /** The route's texts, when the web build wrote them (route-texts.json); none in development. */
  routeText(locale: Locale, route: string): RouteText | undefined;
}

export type PageResolver = (request: FastifyRequest, site: PageSite) => Promise<PageAnswer>;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escaped for HTML text and double- or single-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** One line of plain text (control characters and runs of spaces folded), cut at a word near `max`. */
export function plainSummary(text: string, max = 200): string {
  // eslint-disable-next-line no-control-regex
  const flat = text.replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim();
  if ([...flat].length <= max) return flat;
  const cut = [...flat].slice(0, max - 1).join('');
  const atWord = cut.slice(0, cut.lastIndexOf(' '));
  return `${(atWord.length > max / 2 ? atWord : cut).trimEnd()}…`;
}

/** Open Graph's locale names for ours (Algerian audience; English as en_US, the usual one). */
export const OG_LOCALES: Record<Locale, string> = { ar: 'ar_DZ', fr: 'fr_DZ', en: 'en_US' };

/**
 * The language a page is answered in: the address's `?lang` (a crawler's, or a shared link's)
 * wins over the choice the SPA mirrors into its cookie; neither → Arabic
 * (docs/decisions/025-language-in-the-address.md). The server's drawing, its head and the
 * fonts it preloads all follow it.
 */
export function pageLocale(request: FastifyRequest): Locale {
  const query = request.query as Record<string, unknown> | undefined;
  const fromAddress = query?.[LOCALE_PARAM];
  return pageLocaleOf(
    typeof fromAddress === 'string' ? fromAddress : undefined,
    request.cookies[LOCALE_COOKIE],
  );
}

/** Whether the address itself names the page's language (one of ours). */
function namesLocale(request: FastifyRequest): boolean {
  const query = request.query as Record<string, unknown> | undefined;
  return isLocale(query?.[LOCALE_PARAM]);
}

/** The address of a page in one language (`?lang=`), or the one that lets the visitor's choice decide. */
export function languageUrl(origin: string, path: string, locale: Locale | 'x-default'): string {
  return locale === 'x-default' ? origin + path : `${origin}${path}?${LOCALE_PARAM}=${locale}`;
}

/** The address a page links to in its own data (trails, structured data): as its canonical. */
export function pageUrl(request: FastifyRequest, origin: string, path: string): string {
  return languageUrl(origin, path, namesLocale(request) ? pageLocale(request) : 'x-default');
}

/**
 * The page's canonical address and its language versions: one address per language
 * (`?lang=ar|fr|en`), and the bare one as `x-default` (it follows the visitor's stored choice,
 * Arabic without one). Each is its own canonical, so every hreflang target is a canonical page.
 */
export function languageVersions(
  request: FastifyRequest,
  origin: string,
  path: string,
): Pick<PageHead, 'canonical' | 'alternates'> {
  return {
    canonical: pageUrl(request, origin, path),
    alternates: [
      ...LOCALES.map((locale) => ({ hreflang: locale, href: languageUrl(origin, path, locale) })),
      { hreflang: 'x-default', href: languageUrl(origin, path, 'x-default') },
    ],
  };
}

/** Where the site's default preview image is (apps/web/public/og-image.png, 1200 × 630). */
export const DEFAULT_IMAGE = { path: '/build/og-image.png', type: 'image/png', width: 1200, height: 630 };

/** What a page's preview says: the same Open Graph and Twitter card tags for every public page. */
export interface PagePreview {
  locale: Locale;
  siteName: string;
  title: string;
  description: string;
  /** og:type: website, article, product. */
  type: string;
  /** Absolute; without one, the site's default image. */
  image?: { url: string; type: string; width: number; height: number; alt: string };
  /** Extra Open Graph tags after the common ones (article:published_time…). */
  extra?: [string, string][];
}

/** The head of a public page: title, description, language versions, Open Graph and Twitter card. */
export function pageHead(
  request: FastifyRequest,
  origin: string,
  path: string,
  preview: PagePreview,
  more: Pick<PageHead, 'preloadImage' | 'jsonLd'> & { title?: string } = {},
): PageHead {
  const versions = languageVersions(request, origin, path);
  const image = preview.image ?? {
    url: origin + DEFAULT_IMAGE.path,
    type: DEFAULT_IMAGE.type,
    width: DEFAULT_IMAGE.width,
    height: DEFAULT_IMAGE.height,
    alt: preview.siteName,
  };
  return {
    locale: preview.locale,
    title: more.title ?? `${preview.title} · ${preview.siteName}`,
    description: preview.description,
    ...versions,
    ...(more.preloadImage ? { preloadImage: more.preloadImage } : {}),
    ...(more.jsonLd ? { jsonLd: more.jsonLd } : {}),
    meta: [
      ['og:type', preview.type],
      ['og:site_name', preview.siteName],
      ['og:title', preview.title],
      ['og:description', preview.description],
      ['og:url', versions.canonical],
      ['og:locale', OG_LOCALES[preview.locale]],
      ...LOCALES.filter((other) => other !== preview.locale).map(
        (other) => ['og:locale:alternate', OG_LOCALES[other]] as [string, string],
      ),
      ['og:image', image.url],
      ['og:image:type', image.type],
      ['og:image:width', String(image.width)],
      ['og:image:height', String(image.height)],
      ['og:image:alt', image.alt],
      ...(preview.extra ?? []),
      // A large card when the page has a picture of its own; the small one with the logo.
      ['twitter:card', preview.image ? 'summary_large_image' : 'summary'],
      ['twitter:title', preview.title],
      ['twitter:description', preview.description],
      ['twitter:image', image.url],
    ],
  };
}

/** index.html with the page's language, title, description, canonical link, alternates, meta tags and data. */
export function renderHead(indexHtml: string, head: PageHead): string {
  const image = head.preloadImage;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...(head.alternates ?? []).map(
      (a) => `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}" />`,
    ),
    ...(image
      ? [
          `<link rel="preload" as="image" href="${escapeHtml(image.href)}" imagesrcset="${escapeHtml(image.srcset)}" imagesizes="${escapeHtml(image.sizes)}" fetchpriority="high" />`,
        ]
      : []),
    ...head.meta.map(
      ([name, content]) =>
        `<meta ${name.startsWith('og:') ? 'property' : 'name'}="${escapeHtml(name)}" content="${escapeHtml(content)}" />`,
    ),
    ...(head.jsonLd ?? []).map(
      (data) => `<script type="application/ld+json">${scriptSafeJson(data)}</script>`,
    ),
  ].join('\n    ');
  const title = `<title>${escapeHtml(head.title)}</title>`;
  const description = `<meta name="description" content="${escapeHtml(head.description)}" />`;
  let html = indexHtml;
  const replaceOrAdd = (pattern: RegExp, tag: string) => {
    // A function replacement, so `$` in user text is never read as a substitution pattern.
    html = pattern.test(html)
      ? html.replace(pattern, () => tag)
      : html.replace('</head>', () => `${tag}\n</head>`);
  };
  replaceOrAdd(/<title>[^<]*<\/title>/, title);
  html = html.replace(/<html[^>]*>/, () => `<html lang="${head.locale}" dir="${directionOf(head.locale)}">`);
  replaceOrAdd(/<meta name="description"[^>]*>/, description);
  return html.replace('</head>', () => `  ${tags}\n  </head>`);
}
