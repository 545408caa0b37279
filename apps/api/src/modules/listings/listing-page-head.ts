import type { Platform } from '@portal/contract/catalog';
import { LOCALES } from '@portal/contract/locale';
import { pathFor } from '@portal/contract/routes';
import type { FastifyRequest } from 'fastify';
import { OG_LOCALES, plainSummary, type PageAnswer, type PageResolver } from '../../platform/page-head';
import { getSettings } from '../settings/service';
import type { ListingsDeps } from './deps';
import { photoUrl } from './listing-view';
import { selectJoinedBySlug, selectPhotosOf, slugFromHistory } from './queries';

const showPath = (platform: string, slug: string) =>
  pathFor(platform === 'sales' ? 'sales-show' : 'announcements-show', { slug });

/**
 * The <head> of /announcements/show/{slug} and /sales/show/{slug} (so a shared link shows a
 * preview): title, description, cover image and the visitor's locale (Accept-Language; the
 * SPA keeps its choice in localStorage, which a server never sees). A listing that is not
 * public answers the plain SPA with 404; an old slug, or the other platform's path, a 301.
 */
export function listingPageHead(deps: ListingsDeps, platform: Platform, publicUrl: string): PageResolver {
  return async (request: FastifyRequest): Promise<PageAnswer> => {
    const { slug } = request.params as { slug: string };
    const [row] = await selectJoinedBySlug(deps.db, slug);
    if (!row) {
      const current = await slugFromHistory(deps.db, slug);
      if (!current) return { status: 404 };
      const [moved] = await selectJoinedBySlug(deps.db, current);
      return moved ? { redirectTo: showPath(moved.listing.platform, current) } : { status: 404 };
    }
    const l = row.listing;
    if (l.status !== 'approved' || l.expiresAt <= new Date()) return { status: 404 };
    if (l.platform !== platform) return { redirectTo: showPath(l.platform, l.slug) };

    const [[cover], settings] = await Promise.all([
      selectPhotosOf(deps.db, [l.id], true),
      getSettings(deps.db),
    ]);
    const origin = publicUrl;
    const siteName = settings.general.site_name[request.locale];
    const description = plainSummary(l.description);
    const url = origin + showPath(l.platform, l.slug);
    const image = cover ? origin + photoUrl(cover.largeKey) : undefined;
    return {
      status: 200,
      head: {
        title: `${l.title} · ${siteName}`,
        description,
        canonical: url,
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
        meta: [
          ['og:type', l.platform === 'sales' ? 'product' : 'article'],
          ['og:site_name', siteName],
          ['og:title', l.title],
          ['og:description', description],
          ['og:url', url],
          ['og:locale', OG_LOCALES[request.locale]],
          ...LOCALES.filter((other) => other !== request.locale).map(
            (other) => ['og:locale:alternate', OG_LOCALES[other]] as [string, string],
          ),
          ...(cover && image
            ? ([
                ['og:image', image],
                ['og:image:type', 'image/webp'],
                ['og:image:width', String(cover.width)],
                ['og:image:height', String(cover.height)],
                ['og:image:alt', l.title],
              ] as [string, string][])
            : []),
          // A large card when there is a picture to show; the small one otherwise.
          ['twitter:card', image ? 'summary_large_image' : 'summary'],
          ['twitter:title', l.title],
          ['twitter:description', description],
          ...(image ? ([['twitter:image', image]] as [string, string][]) : []),
        ],
      },
    };
  };
}
