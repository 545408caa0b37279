import { CONTENT_MAX_PAGE_SIZE } from '@portal/contract/content-values';
import { isLocale, type Locale } from '@portal/contract/locale';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { listPublished } from '../content/service';
import { getSettings } from '../settings/service';
import { buildPodcastFeed, type Episode } from './feed';

/** The feed's address, one per language (`?lang=ar|fr|en`, Arabic when absent). */
export const FEED_PATH = '/podcast/feed.xml';

/**
 * The newest published episodes in one language, as the public pages get them (the CMS
 * decides what is public, scheduled or a fallback translation), up to the largest page of the
 * content API: podcast apps read a feed's recent episodes, and one this long stays quick to build.
 */
async function publishedEpisodes(db: Db, locale: Locale): Promise<Episode[]> {
  const items = await listPublished(db, { kind: 'episode', locale, limit: CONTENT_MAX_PAGE_SIZE });
  return items
    .filter((item): item is Episode => item.details.kind === 'episode')
    .sort((a, b) => b.published_at.localeCompare(a.published_at));
}

/**
 * GET /podcast/feed.xml: the RSS feed podcast apps subscribe to. Outside /api because it is an
 * address people paste into their apps, not a call of the SPA; registered before the SPA's
 * catch-all, so it is never answered with the page's 404.
 */
export async function podcastFeedRoute(
  app: FastifyInstance,
  deps: { db: Db; publicUrl: string },
): Promise<void> {
  app.get(FEED_PATH, { schema: { hide: true } }, async (request, reply) => {
    const lang = (request.query as { lang?: unknown }).lang ?? 'ar';
    if (!isLocale(lang)) throw new AppError('not_found');
    const [episodes, settings] = await Promise.all([publishedEpisodes(deps.db, lang), getSettings(deps.db)]);
    const selfUrl = new URL(`${FEED_PATH}?lang=${lang}`, deps.publicUrl).toString();
    const xml = buildPodcastFeed(
      {
        locale: lang,
        publicUrl: deps.publicUrl,
        selfUrl,
        siteName: settings.general.site_name[lang],
        ownerEmail: settings.general.contact_email,
        now: new Date(),
      },
      episodes,
    );
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(xml);
  });
}
