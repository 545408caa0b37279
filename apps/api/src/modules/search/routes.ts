import { searchEndpoints } from '@portal/contract/endpoints/search';
import { errorResponseSchema } from '@portal/contract/errors';
import { siteSearchResponseSchema } from '@portal/contract/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createBodyMemo, sendCacheable } from '../../platform/http-cache';
import { routeLimit } from '../../platform/rate-limits';
import { route } from '../../platform/route';
import { publicDataVersion } from '../home/service';
import type { SearchDeps } from './deps';
import { siteSearch } from './site-search';

/** Answers kept at most this long without a version change (listings passing their expiry). */
const SEARCH_MAX_AGE_MS = 30_000;

export const searchRoutes: FastifyPluginAsyncZod<{ deps: SearchDeps }> = async (app, { deps }) => {
  // Popular searches and the pages visitors go back to are answered from memory, per words and
  // language, while nothing they show has changed (the version is read on every request).
  const memo = createBodyMemo(SEARCH_MAX_AGE_MS, 1_000, { perQuery: true });
  // Also read by the server-rendered /search (platform/page-data.ts).
  const readSearch = app.pageData.reader(
    searchEndpoints.siteSearch,
    async ({ query: { q } }, { locale, scope }, reads) => {
      const on = { ...deps, db: reads };
      return memo(`${locale}:${q}`, await publicDataVersion(on, scope), siteSearchResponseSchema, () =>
        siteSearch(on, q, locale),
      );
    },
  );
  route(
    app,
    searchEndpoints.siteSearch,
    {
      // Four searches in one call: 60 a minute per address is far above a person typing, and
      // stops a script from making the server search for it. Load is shed as everywhere
      // (platform/overload.ts).
      preHandler: [routeLimit(app, { max: 60, timeWindow: 60_000 })],
      tags: ['search'],
      summary: 'Search listings, news, blog and FAQ at once, results grouped by kind',
      description:
        'Each group has its total and its best matches (4 at most); words match across Arabic spellings, French accents and Arabizi as in the listings’ search.',
      errors: { 422: errorResponseSchema, 429: errorResponseSchema },
    },
    async (request, reply) =>
      sendCacheable(request, reply, siteSearchResponseSchema, await readSearch(request), 'no-cache'),
  );
};
