import { pathFor } from '@portal/contract/routes';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { scopeOf } from '../../platform/request-scope';
import {
  pageHead,
  pageLocale,
  plainSummary,
  type PageAnswer,
  type PageResolver,
  type PageSite,
} from '../../platform/page-head';
import { currentSettings } from '../settings/service';
import { getSeller } from './get-seller';

/**
 * The <head> of /sellers/{username} (search engines, link previews): the business's name and
 * description when it declared one, else the seller's name and the page's own description, with
 * the logo or avatar as the preview. A suspended, deleted or unknown seller answers the plain
 * SPA with 404, as the API does.
 */
export function sellerPageHead(db: Db, publicUrl: string): PageResolver {
  return async (request: FastifyRequest, site: PageSite): Promise<PageAnswer> => {
    const { username } = request.params as { username: string };
    const locale = pageLocale(request);
    const scope = scopeOf(request);
    let seller;
    try {
      // Read once for the head and the page's header (get-seller.ts).
      seller = await getSeller(db, username, locale, scope);
    } catch (error) {
      if (error instanceof AppError && error.code === 'not_found') return { status: 404 };
      throw error;
    }
    const settings = await currentSettings(db, scope);
    const title = seller.business?.name || seller.name || seller.username;
    const description = seller.business?.description
      ? plainSummary(seller.business.description)
      : (site.routeText(locale, 'seller')?.description ?? '');
    const image = seller.business?.logo_url ?? seller.avatar_url;
    return {
      status: 200,
      head: pageHead(request, publicUrl, pathFor('seller', { username: seller.username }), {
        locale,
        siteName: settings.general.site_name[locale],
        title,
        description,
        type: 'profile',
        ...(image
          ? { image: { url: publicUrl + image, type: 'image/webp', width: 256, height: 256, alt: title } }
          : {}),
      }),
    };
  };
}
