import { Readable } from 'node:stream';
import { LOCALES } from '@portal/contract/locale';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, sendError } from './errors';
import { createVersionedMemo } from './http-cache';
import { escapeHtml, languageUrl } from './page-head';

/** One public page of a sitemap: its path (without language) and when it last changed. */
export interface SitemapPage {
  path: string;
  lastmod?: Date;
}

/**
 * Where a sitemap's pages come from: a module's public pages (listings, content…), given by
 * that module's service.ts. A source is split in parts of at most `perPart` pages, each one
 * child sitemap; a part's pages come in batches, read by key (never OFFSET), so a part of the
 * millionth listing costs what the first does.
 */
export interface SitemapSource {
  /** The child sitemaps' name: /sitemaps/<name>-<part>.xml. Letters and dashes. */
  name: string;
  /** The longest path a page of it may have (percent-encoded): it bounds a part's size in bytes. */
  maxPathLength: number;
  /** What the index depends on (a data version); it is kept while this stays the same. */
  version(): Promise<string>;
  /** How many parts of at most `perPart` pages the source has now. */
  parts(perPart: number): Promise<number>;
  /** The pages of one part (0-based), batch by batch. */
  pages(part: number, perPart: number): AsyncIterable<SitemapPage[]>;
}

/**
 * Pages per child sitemap at most. Each page is listed once per language (three URLs, each
 * with its four alternates): 16,000 pages make 48,000 URLs, under the protocol's 50,000. A
 * source whose paths may be long gets fewer (`pagesPerPart`), to stay under its 50 MB.
 */
export const PAGES_PER_SITEMAP = 16_000;

/** A child sitemap's size at most: the protocol's 50 MB (uncompressed), less room for the rest. */
export const MAX_SITEMAP_BYTES = 45 * 1024 * 1024;

/** Pages per part of a source: as many as fit under both limits at its longest path. */
export function pagesPerPart(origin: string, maxPathLength: number, limit = PAGES_PER_SITEMAP): number {
  const longest = pageEntries(origin, { path: `/${'x'.repeat(maxPathLength)}`, lastmod: new Date() });
  return Math.max(1, Math.min(limit, Math.floor(MAX_SITEMAP_BYTES / Buffer.byteLength(longest))));
}

/** The index is kept this long at most, and crawlers and proxies may keep any file this long. */
const INDEX_MAX_AGE_MS = 10 * 60_000;
const HTTP_MAX_AGE_S = 600;

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAME = /^[a-z]+(?:-[a-z]+)*$/;

/** The XML of one page: a `<url>` per language, each naming every version (hreflang) and x-default. */
export function pageEntries(origin: string, page: SitemapPage): string {
  const links = [...LOCALES, 'x-default' as const]
    .map(
      (locale) =>
        `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeHtml(languageUrl(origin, page.path, locale))}"/>`,
    )
    .join('');
  const lastmod = page.lastmod ? `<lastmod>${page.lastmod.toISOString()}</lastmod>` : '';
  return LOCALES.map(
    (locale) =>
      `<url><loc>${escapeHtml(languageUrl(origin, page.path, locale))}</loc>${lastmod}${links}</url>\n`,
  ).join('');
}

/** The sitemap index (sitemaps.org): one child per part of each source. */
export function sitemapIndex(origin: string, children: string[]): string {
  return (
    `${XML}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    children
      .map((file) => `<sitemap><loc>${escapeHtml(`${origin}/sitemaps/${file}`)}</loc></sitemap>\n`)
      .join('') +
    '</sitemapindex>\n'
  );
}

/** A child sitemap, written as its pages are read. */
async function* urlSet(origin: string, batches: AsyncIterable<SitemapPage[]>): AsyncGenerator<string> {
  yield `${XML}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
  for await (const batch of batches) yield batch.map((page) => pageEntries(origin, page)).join('');
  yield '</urlset>\n';
}

/**
 * `/robots.txt`, and `/sitemap.xml`, an index of the child sitemaps `/sitemaps/<source>-<part>.xml` (the
 * protocol allows at most 50,000 URLs and 50 MB per file). The index is kept in memory for
 * the sources' data versions (a listing approved appears at once); children are streamed from
 * the database (a part is a range read by key), never held whole in memory; both may be kept
 * by crawlers and proxies for a few minutes. Compressed by the app's compression, as any answer.
 */
export const sitemapPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      publicUrl: string;
      sources: SitemapSource[];
      pagesPerSitemap?: number;
      /** The text of /robots.txt, which names the sitemap. */
      robots: string;
    },
  ) => {
    const origin = options.publicUrl;
    const perPartOf = new Map(
      options.sources.map((source) => [
        source,
        pagesPerPart(origin, source.maxPathLength, options.pagesPerSitemap),
      ]),
    );
    for (const source of options.sources) {
      if (!NAME.test(source.name))
        throw new Error(`A sitemap source's name must be letters and dashes: ${source.name}`);
    }
    const byName = new Map(options.sources.map((source) => [source.name, source]));
    const index = createVersionedMemo<string>(INDEX_MAX_AGE_MS, 1);

    const xmlReply = (reply: FastifyReply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('Cache-Control', `public, max-age=${HTTP_MAX_AGE_S}`);

    app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', `public, max-age=${HTTP_MAX_AGE_S}`)
        .send(options.robots),
    );

    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
      const versions = await Promise.all(options.sources.map((source) => source.version()));
      const xml = await index('index', JSON.stringify(versions), async () => {
        const parts = await Promise.all(
          options.sources.map((source) => source.parts(perPartOf.get(source)!)),
        );
        const children = options.sources.flatMap((source, i) =>
          Array.from({ length: parts[i]! }, (_, part) => `${source.name}-${part + 1}.xml`),
        );
        return sitemapIndex(origin, children);
      });
      return xmlReply(reply).send(xml);
    });

    app.get('/sitemaps/:file', { schema: { hide: true } }, async (request, reply) => {
      const { file } = request.params as { file: string };
      const match = /^([a-z-]+)-([1-9]\d{0,6})\.xml$/.exec(file);
      const source = match ? byName.get(match[1]!) : undefined;
      if (!match || !source) return sendError(reply, new AppError('not_found'));
      const part = Number(match[2]) - 1;
      const perPart = perPartOf.get(source)!;
      // A part past the last (the index changed since a crawler read it) is not found.
      if (part >= (await source.parts(perPart))) return sendError(reply, new AppError('not_found'));
      return xmlReply(reply).send(Readable.from(urlSet(origin, source.pages(part, perPart))));
    });
  },
  { name: 'sitemap', dependencies: ['errors'] },
);
