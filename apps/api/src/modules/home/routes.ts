import { homeEndpoints } from '@portal/contract/endpoints/home';
import { homeResponseSchema } from '@portal/contract/home';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createBodyMemo, sendCacheable } from '../../platform/http-cache';
import { route } from '../../platform/route';
import type { HomeDeps } from './deps';
import { getHome } from './get-home';
import { publicDataVersion } from './home-version';

/**
 * At most this old without a version change: what moves without one is time itself (a listing
 * passing its expiry before the expiry job marks it, a CMS item scheduled for now).
 */
const HOME_MAX_AGE_MS = 60_000;

export const homeRoutes: FastifyPluginAsyncZod<{ deps: HomeDeps }> = async (app, { deps }) => {
  // One answer per language, kept for the version of what it shows (home-version.ts): each
  // process checks the version on every request, so a change shows on all of them at once.
  const memo = createBodyMemo(HOME_MAX_AGE_MS, 3);
  // Also read by the server-rendered /home (platform/page-data.ts).
  const readHome = app.pageData.reader(homeEndpoints.getHome, async (_input, { locale, scope }, reads) => {
    const on = { ...deps, db: reads };
    return memo(locale, await publicDataVersion(on, scope), homeResponseSchema, () => getHome(on, locale));
  });
  route(
    app,
    homeEndpoints.getHome,
    {
      tags: ['home'],
      summary: 'The home page: platforms with their counts, latest listings, the CMS sections, contact',
      description:
        'In the request’s language. Counts are of approved, published listings (null for a platform whose area does not count yet). Revalidated at each use (ETag).',
    },
    async (request, reply) => {
      const body = await readHome(request);
      // Stored but revalidated: a visit costs a 304 while nothing changed.
      return sendCacheable(request, reply, homeResponseSchema, body, 'public, no-cache');
    },
  );
};
