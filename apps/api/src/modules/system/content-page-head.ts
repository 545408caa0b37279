import type { ContentItem } from '@portal/contract/content';
import { scopeOf } from '../../platform/request-scope';
import { PAGE_KEYS, type ContentKind } from '@portal/contract/content-values';
import { pathFor, type RouteName } from '@portal/contract/routes';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import {
  DEFAULT_IMAGE,
  pageHead,
  pageLocale,
  pageUrl,
  plainSummary,
  type PageAnswer,
  type PageResolver,
  type PageSite,
} from '../../platform/page-head';
import type { SitemapSource } from '../../platform/sitemap';
import {
  article,
  breadcrumbList,
  localBusiness,
  service,
  type JsonLd,
  type OpeningHours,
} from '../../platform/structured-data';
import { contentSitemapEntries, contentVersion, getPublished, listPublished } from '../content/service';
import { currentSettings } from '../settings/service';

/** schema.org's days, our weekday numbers (0 = Monday … 6 = Sunday, content.ts). */
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** A branch's opening hours, the days that share the same times together. */
function openingHours(hours: { weekday: number; open: string; close: string }[]): OpeningHours[] {
  const byTimes = new Map<string, OpeningHours>();
  for (const h of [...hours].sort((a, b) => a.weekday - b.weekday)) {
    const key = `${h.open}-${h.close}`;
    const entry = byTimes.get(key) ?? {
      days: [],
      opens: h.open,
      closes: h.close === '24:00' ? '23:59' : h.close,
    };
    entry.days.push(DAYS[h.weekday]!);
    byTimes.set(key, entry);
  }
  return [...byTimes.values()];
}

/** The cover of an article or the picture of a service, absolute, as its largest rendition. */
function coverOf(item: ContentItem, origin: string) {
  const details = item.details;
  const cover =
    details.kind === 'news' || details.kind === 'blog'
      ? details.cover
      : details.kind === 'service'
        ? details.image
        : null;
  if (!cover) return undefined;
  return {
    url: origin + (cover.urls?.large ?? cover.url),
    type: cover.urls ? 'image/webp' : cover.mime,
    width: cover.width ?? DEFAULT_IMAGE.width,
    height: cover.height ?? DEFAULT_IMAGE.height,
    alt: item.title,
  };
}

/** The page of one item: its own title and summary, an article's dates and cover, its trail. */
function itemHead(
  db: Db,
  publicUrl: string,
  kind: ContentKind,
  route: RouteName,
  refOf: (request: FastifyRequest) => string,
  listRoute?: RouteName,
): PageResolver {
  return async (request: FastifyRequest, site: PageSite): Promise<PageAnswer> => {
    const locale = pageLocale(request);
    const ref = refOf(request);
    const [found, settings] = await Promise.all([
      getPublished(db, kind, ref, locale),
      currentSettings(db, scopeOf(request)),
    ]);
    // A draft, a scheduled item, an unknown one: not found, for crawlers as for visitors.
    if (!found) return { status: 404 };
    const item = found.item;
    const siteName = settings.general.site_name[locale];
    const path = pathFor(route, { id: ref, slug: ref });
    const url = pageUrl(request, publicUrl, path);
    const description = plainSummary(item.summary || item.body?.replace(/<[^>]*>/g, ' ') || item.title);
    const image = coverOf(item, publicUrl);
    const isArticle = kind === 'news' || kind === 'blog';
    const home = site.routeText(locale, 'home');
    const list = listRoute ? site.routeText(locale, listRoute) : undefined;
    const logo = publicUrl + DEFAULT_IMAGE.path;
    const jsonLd: JsonLd[] = [];
    if (isArticle) {
      jsonLd.push(
        article({
          type: kind === 'news' ? 'NewsArticle' : 'BlogPosting',
          headline: item.title,
          url,
          images: image ? [image.url] : [logo],
          datePublished: new Date(item.published_at),
          dateModified: new Date(item.updated_at),
          locale: item.locale,
          description,
          publisher: { name: siteName, logo, url: publicUrl + pathFor('home') },
        }),
      );
    }
    if (item.details.kind === 'service') {
      jsonLd.push(
        service({
          name: item.title,
          url,
          description,
          ...(image ? { image: image.url } : {}),
          locale: item.locale,
          provider: { name: siteName, url: publicUrl + pathFor('home') },
          branches: item.details.branches.map((b) => ({
            name: b.title,
            streetAddress: b.address,
            phones: b.phones,
          })),
        }),
      );
    }
    if (home) {
      jsonLd.push(
        breadcrumbList([
          { name: home.title, url: pageUrl(request, publicUrl, pathFor('home')) },
          ...(list && listRoute
            ? [{ name: list.title, url: pageUrl(request, publicUrl, pathFor(listRoute)) }]
            : []),
          { name: item.title, url },
        ]),
      );
    }
    return {
      status: 200,
      head: pageHead(
        request,
        publicUrl,
        path,
        {
          locale,
          siteName,
          title: item.title,
          description,
          type: isArticle ? 'article' : 'website',
          ...(image ? { image } : {}),
          extra: isArticle
            ? [
                ['article:published_time', new Date(item.published_at).toISOString()],
                ['article:modified_time', new Date(item.updated_at).toISOString()],
              ]
            : [],
        },
        { jsonLd },
      ),
    };
  };
}

/**
 * The heads of the CMS's pages (search engines, link previews): a news item (/news/:id,
 * NewsArticle), a blog post (/blog/:slug, BlogPosting), each informational page by its key
 * (/about-us…), a service (/services/:id, Service), with the item's own title, summary, cover and dates. A draft or unknown item
 * answers 404. The contact page names every branch (LocalBusiness).
 */
export function contentPageHeads(
  db: Db,
  publicUrl: string,
  publicHead: PageResolver,
): Partial<Record<RouteName, PageResolver>> {
  const param = (name: string) => (request: FastifyRequest) =>
    (request.params as Record<string, string>)[name]!;
  const pages = Object.fromEntries(
    PAGE_KEYS.map((key) => [key, itemHead(db, publicUrl, 'page', key, () => key)]),
  ) as Partial<Record<RouteName, PageResolver>>;
  return {
    ...pages,
    'news-show': itemHead(db, publicUrl, 'news', 'news-show', param('id'), 'news'),
    'blog-show': itemHead(db, publicUrl, 'blog', 'blog-show', param('slug'), 'blog'),
    'services-show': itemHead(db, publicUrl, 'service', 'services-show', param('id'), 'services-all'),
    'contact-us': async (request, site) => {
      const answer = await publicHead(request, site);
      if (!('head' in answer)) return answer;
      const branches = await listPublished(db, { kind: 'branch', locale: pageLocale(request), limit: 50 });
      const url = pageUrl(request, publicUrl, pathFor('contact-us'));
      const data = branches.flatMap((branch) => branchData(branch, url, publicUrl));
      return { ...answer, head: { ...answer.head, jsonLd: [...(answer.head.jsonLd ?? []), ...data] } };
    },
  };
}

/** A branch of the agency as schema.org's LocalBusiness. */
function branchData(branch: ContentItem, url: string, publicUrl: string): JsonLd[] {
  const d = branch.details;
  if (d.kind !== 'branch') return [];
  return [
    localBusiness({
      name: branch.title,
      url,
      image: publicUrl + DEFAULT_IMAGE.path,
      streetAddress: d.address,
      phones: d.phones,
      ...(d.email ? { email: d.email } : {}),
      hours: openingHours(d.hours),
      ...(d.latitude !== null && d.longitude !== null
        ? { geo: { latitude: d.latitude, longitude: d.longitude } }
        : {}),
    }),
  ];
}

/** The page of a public item in the sitemap, for the kinds listed there. */
function sitemapPath(entry: { kind: ContentKind; id: number; slug: string }): string | undefined {
  switch (entry.kind) {
    case 'news':
      return pathFor('news-show', { id: entry.id });
    case 'blog':
      return pathFor('blog-show', { slug: entry.slug });
    case 'service':
      return pathFor('services-show', { id: entry.id });
    default:
      return undefined;
  }
}

/**
 * The CMS's articles and services for the sitemap (news and services by id, blog posts by
 * slug) with their last change;
 * the informational pages are among the static pages. Their number stays small (written by
 * hand), so one part reads them all.
 */
export function contentSitemapSource(db: Db): SitemapSource {
  const entries = async () =>
    (await contentSitemapEntries(db)).flatMap((entry) => {
      const path = sitemapPath(entry);
      return path ? [{ path, lastmod: new Date(entry.updated_at) }] : [];
    });
  return {
    name: 'articles',
    // A blog slug: 120 letters, an Arabic one "%D8%A7" in the address.
    maxPathLength: pathFor('blog-show', { slug: 'ا'.repeat(120) }).length,
    version: () => contentVersion(db),
    async parts(perPart) {
      return Math.ceil((await entries()).length / perPart);
    },
    async *pages(part, perPart) {
      yield (await entries()).slice(part * perPart, (part + 1) * perPart);
    },
  };
}
