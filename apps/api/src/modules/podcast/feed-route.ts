import { contentListResponseSchema } from '@portal/contract/content';
import { API_PREFIX } from '@portal/contract/endpoints/endpoint';
import { contentEndpoints } from '@portal/contract/endpoints/content';
import { isLocale, type Locale } from '@portal/contract/locale';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { getSettings } from '../settings/service';
import { buildPodcastFeed, type Episode } from './feed';

/** The feed's address, one per language (`?lang=ar|fr|en`, Arabic when absent). */
export const FEED_PATH = '/podcast/feed.xml';

/** Episodes read per page, and pages at most: a feed of up to 1,000 episodes. */
const PAGE_SIZE = 100;
const MAX_PAGES = 10;

/**
 * Every published episode in one language, as the public content API lists it: read through
 * that API (in-process), so what is public, scheduled or a fallback translation is decided in
 * one place and the feed can never show more than the site does.
 */
async function publishedEpisodes(app: FastifyInstance, locale: Locale): Promise<Episode[]> {
  const episodes: Episode[] = [];
  const path = contentEndpoints.listContent.path.replace(':kind', 'episode');
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const res = await app.inject({
      method: 'GET',
      url: `${API_PREFIX}${path}?per_page=${PAGE_SIZE}&page=${page}`,
      headers: { 'x-localization': locale },
    });
    if (res.statusCode !== 200) throw new Error(`the episode list answered ${res.statusCode}`);
    const list = contentListResponseSchema.parse(res.json());
    for (const item of list.data) {
      if (item.details.kind === 'episode') episodes.push(item as Episode);
    }
    if (page >= list.meta.last_page) break;
  }
  return episodes.sort((a, b) => b.published_at.localeCompare(a.published_at));
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
    const [episodes, settings] = await Promise.all([publishedEpisodes(app, lang), getSettings(deps.db)]);
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
