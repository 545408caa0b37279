import { pathFor, ROUTES, type RouteName } from '@portal/contract/routes';
import { scopeOf } from '../../platform/request-scope';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import {
  DEFAULT_IMAGE,
  pageHead,
  pageLocale,
  pageUrl,
  type PageAnswer,
  type PageResolver,
  type PageSite,
} from '../../platform/page-head';
import { breadcrumbList, organization, website, type JsonLd } from '../../platform/structured-data';
import { currentSettings } from '../settings/service';

const BY_PATH: ReadonlyMap<string, RouteName> = new Map(ROUTES.map((route) => [route.path, route.name]));

/**
 * The <head> of every public page without one of its own (home, the lists, the informational
 * pages): the route's own title and description in the page's language, its language versions,
 * the site's preview image, and structured data: the organization and the site on the home
 * page, the trail "Home › page" the page draws elsewhere.
 */
export function publicPageHead(db: Db, publicUrl: string): PageResolver {
  return async (request: FastifyRequest, site: PageSite): Promise<PageAnswer> => {
    const route = BY_PATH.get(request.routeOptions.url ?? '');
    if (!route) return { status: 404 };
    const locale = pageLocale(request);
    const settings = await currentSettings(db, scopeOf(request));
    const general = settings.general;
    const siteName = general.site_name[locale];
    const text = site.routeText(locale, route);
    // The route's own path (a category page's id included), without the query: filters and
    // searches are not pages of their own.
    const path = pathFor(route, request.params as Record<string, string>);
    const home = route === 'home';
    const homeUrl = pageUrl(request, publicUrl, pathFor('home'));
    const jsonLd: JsonLd[] = home
      ? [
          website({ name: siteName, url: homeUrl, locale }),
          organization({
            name: siteName,
            url: publicUrl + pathFor('home'),
            logo: publicUrl + DEFAULT_IMAGE.path,
            email: general.contact_email,
            phone: general.phone,
            address: general.address[locale],
            sameAs: general.social_links.map((link) => link.url),
          }),
        ]
      : [];
    const homeText = site.routeText(locale, 'home');
    if (!home && text && homeText) {
      jsonLd.push(
        breadcrumbList([
          { name: homeText.title, url: homeUrl },
          { name: text.title, url: pageUrl(request, publicUrl, path) },
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
          title: text?.title ?? siteName,
          description: text?.description ?? '',
          type: 'website',
        },
        // As the SPA titles its pages (page-meta.ts): "page · site".
        { jsonLd, ...(text ? {} : { title: siteName }) },
      ),
    };
  };
}
