import type { Platform } from '@portal/contract/catalog';
import { currencyDigits } from '@portal/contract/money';
import { pathFor } from '@portal/contract/routes';
import type { FastifyRequest } from 'fastify';
import {
  pageHead,
  pageLocale,
  pageUrl,
  plainSummary,
  type PageAnswer,
  type PageResolver,
  type PageSite,
} from '../../platform/page-head';
import { breadcrumbList, decimalPrice, product } from '../../platform/structured-data';
import { currentSettings } from '../settings/service';
import type { ListingsDeps } from './deps';
import { photoUrl } from './listing-view';
import { scopeOf } from '../../platform/request-scope';
import { selectJoinedBySlug, slugFromHistory, type JoinedListing } from './queries';
import { joinedBySlug, photosOfListing } from './request-reads';

const showPath = (platform: string, slug: string) =>
  pathFor(platform === 'sales' ? 'sales-show' : 'announcements-show', { slug });

/** The price as schema.org's Offer states it: one amount, a range, or none (on request). */
function offeredPrice(l: JoinedListing['listing']): Parameters<typeof product>[0]['price'] {
  const digits = currencyDigits(l.currencyCode);
  if (l.priceType === 'free') return { kind: 'one', amount: '0' };
  if (l.priceType === 'range' && l.priceMin !== null && l.priceMax !== null) {
    return { kind: 'range', low: decimalPrice(l.priceMin, digits), high: decimalPrice(l.priceMax, digits) };
  }
  if (l.price !== null && l.priceType !== 'on_request') {
    return { kind: 'one', amount: decimalPrice(l.price, digits) };
  }
  return { kind: 'none' };
}

/**
 * The <head> of /announcements/show/{slug} and /sales/show/{slug} (a shared link shows a
 * preview; a search engine reads the offer): title, description, cover image, language
 * versions, and Product and BreadcrumbList data, in the page's language (page-head.ts
 * pageLocale). A listing that is not public answers the plain SPA with 404; an old slug, or the
 * other platform's path, a 301.
 */
export function listingPageHead(deps: ListingsDeps, platform: Platform, publicUrl: string): PageResolver {
  return async (request: FastifyRequest, site: PageSite): Promise<PageAnswer> => {
    const { slug } = request.params as { slug: string };
    // Read once for the head, the page's detail and its strips (request-reads.ts).
    const scope = scopeOf(request);
    const row = await joinedBySlug(deps, slug, scope);
    if (!row) {
      const current = await slugFromHistory(deps.db, slug);
      if (!current) return { status: 404 };
      const [moved] = await selectJoinedBySlug(deps.db, current);
      return moved ? { redirectTo: showPath(moved.listing.platform, current) } : { status: 404 };
    }
    const l = row.listing;
    if (l.status !== 'approved' || l.expiresAt <= new Date() || l.authorSuspended) return { status: 404 };
    if (l.platform !== platform) return { redirectTo: showPath(l.platform, l.slug) };

    const locale = pageLocale(request);
    const [photos, settings] = await Promise.all([
      photosOfListing(deps, l.id, scope),
      currentSettings(deps.db, scope),
    ]);
    const cover = photos.find((photo) => photo.isCover) ?? photos[0];
    const origin = publicUrl;
    const siteName = settings.general.site_name[locale];
    const description = plainSummary(l.description);
    const path = showPath(l.platform, l.slug);
    const url = pageUrl(request, origin, path);
    const listPath = pathFor(l.platform === 'sales' ? 'sales' : 'announcements');
    const categoryPath = pathFor(l.platform === 'sales' ? 'sales-category' : 'announcements-category', {
      id: l.categoryId,
    });
    const text = (route: string) => site.routeText(locale, route)?.title;
    const home = text('home');
    const list = text(l.platform);
    return {
      status: 200,
      head: pageHead(
        request,
        origin,
        path,
        {
          locale,
          siteName,
          title: l.title,
          description,
          type: l.platform === 'sales' ? 'product' : 'article',
          ...(cover
            ? {
                image: {
                  url: origin + photoUrl(cover.largeKey),
                  type: 'image/webp',
                  width: cover.width,
                  height: cover.height,
                  alt: l.title,
                },
              }
            : {}),
        },
        {
          // As the detail page's cover <img> (apps/web listing-detail.tsx, Cover) asks for it.
          ...(cover
            ? {
                preloadImage: {
                  href: photoUrl(cover.mediumKey),
                  srcset: `${photoUrl(cover.thumbnailKey)} 320w, ${photoUrl(cover.mediumKey)} 800w, ${photoUrl(cover.largeKey)} 1600w`,
                  sizes: '(min-width: 1024px) 760px, 100vw',
                },
              }
            : {}),
          jsonLd: [
            product({
              name: l.title,
              description,
              url,
              images: photos.map((photo) => origin + photoUrl(photo.largeKey)),
              sku: String(l.id),
              category: row.category[locale],
              price: offeredPrice(l),
              currency: l.currencyCode,
              validUntil: l.expiresAt,
              seller: { type: l.advertiserCharacteristic === 'individual' ? 'Person' : 'Organization' },
              areaServed: row.region[locale],
            }),
            // The trail the page draws: Home › the platform › the category › the listing.
            ...(home && list
              ? [
                  breadcrumbList([
                    { name: home, url: pageUrl(request, origin, pathFor('home')) },
                    { name: list, url: pageUrl(request, origin, listPath) },
                    { name: row.category[locale], url: pageUrl(request, origin, categoryPath) },
                    { name: l.title, url },
                  ]),
                ]
              : []),
          ],
        },
      ),
    };
  };
}
