import type { Locale } from '@portal/contract/locale';
import type { FastifyRequest } from 'fastify';

/**
 * What the server writes into the SPA's <head> for a page a link preview reads (Open Graph,
 * Twitter cards, title and description): crawlers run no JavaScript, so the tags must be in
 * the HTML itself. Values are plain text; every one is escaped here.
 */
export interface PageHead {
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
}

/** What a page's resolver decides: the SPA with a head, the plain SPA with a status, or a move. */
export type PageAnswer = { status: 200; head: PageHead } | { status: 404 } | { redirectTo: string };

export type PageResolver = (request: FastifyRequest) => Promise<PageAnswer>;

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

/** index.html with the page's title, description, canonical link and meta tags. */
export function renderHead(indexHtml: string, head: PageHead): string {
  const image = head.preloadImage;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...(image
      ? [
          `<link rel="preload" as="image" href="${escapeHtml(image.href)}" imagesrcset="${escapeHtml(image.srcset)}" imagesizes="${escapeHtml(image.sizes)}" fetchpriority="high" />`,
        ]
      : []),
    ...head.meta.map(
      ([name, content]) =>
        `<meta ${name.startsWith('og:') ? 'property' : 'name'}="${escapeHtml(name)}" content="${escapeHtml(content)}" />`,
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
  replaceOrAdd(/<meta name="description"[^>]*>/, description);
  return html.replace('</head>', () => `  ${tags}\n  </head>`);
}
