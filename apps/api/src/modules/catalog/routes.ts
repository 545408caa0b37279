import { catalogEndpoints } from '@portal/contract/endpoints/catalog';
import {
  categoryResponseSchema,
  categoryTreeResponseSchema,
  currenciesResponseSchema,
  regionResponseSchema,
  regionSummariesResponseSchema,
  regionsResponseSchema,
} from '@portal/contract/catalog';
import { errorResponseSchema } from '@portal/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { createBodyMemo, sendCacheable } from '../../platform/http-cache';
import { route } from '../../platform/route';
import {
  catalogVersion,
  getCategory,
  getCategoryTree,
  getRegion,
  listCurrencies,
  listRegionSummaries,
  listRegions,
} from './service';

/**
 * Stored by browsers and shared caches but checked again at every use (a 304 from the memo
 * while the catalog is unchanged): an admin's change (a new sub-category, a deactivated one, a
 * renamed city) shows on the next page load everywhere rather than up to minutes later.
 * docs/decisions/008-catalog-answers-revalidated.md.
 */
export const CATALOG_PUBLIC_CACHE_CONTROL = 'public, no-cache';
const cachedNote =
  'Answered in the X-localization language, with `Cache-Control: public, no-cache` and a strong ETag ' +
  '(304 to a matching If-None-Match): caches keep the answer and check it at each use.';

export const catalogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const memo = createBodyMemo();

  route(
    app,
    catalogEndpoints.listCategories,
    {
      tags: ['catalog'],
      summary: "A platform's active category tree: categories, sub-categories and filters, nested",
      description: cachedNote,
      errors: { 422: errorResponseSchema },
    },
    async (request, reply) => {
      const { platform } = request.params;
      const { depth } = request.query;
      const body = await memo(
        `tree:${platform}:${depth ?? 'all'}:${request.locale}`,
        await catalogVersion(db),
        categoryTreeResponseSchema,
        () => getCategoryTree(db, platform, request.locale, depth),
      );
      return sendCacheable(request, reply, categoryTreeResponseSchema, body, CATALOG_PUBLIC_CACHE_CONTROL);
    },
  );

  route(
    app,
    catalogEndpoints.getCategory,
    {
      tags: ['catalog'],
      summary: 'One active category, sub-category or filter with its children and its breadcrumbs',
      description: cachedNote,
      errors: { 404: errorResponseSchema, 422: errorResponseSchema },
    },
    async (request, reply) => {
      const { platform, id } = request.params;
      const category = await getCategory(db, platform, id, request.locale);
      return sendCacheable(request, reply, categoryResponseSchema, category, CATALOG_PUBLIC_CACHE_CONTROL);
    },
  );

  route(
    app,
    catalogEndpoints.listRegions,
    {
      tags: ['catalog'],
      summary: 'The wilayas of Algeria by code, each with its active cities (none with cities=false)',
      description: cachedNote,
      errors: { 422: errorResponseSchema },
    },
    async (request, reply) => {
      const version = await catalogVersion(db);
      const body =
        request.query.cities === 'false'
          ? await memo(`region-summaries:${request.locale}`, version, regionSummariesResponseSchema, () =>
              listRegionSummaries(db, request.locale),
            )
          : await memo(`regions:${request.locale}`, version, regionsResponseSchema, () =>
              listRegions(db, request.locale),
            );
      return sendCacheable(request, reply, regionsResponseSchema, body, CATALOG_PUBLIC_CACHE_CONTROL);
    },
  );

  route(
    app,
    catalogEndpoints.getRegion,
    {
      tags: ['catalog'],
      summary: 'One wilaya with its active cities',
      description: cachedNote,
      errors: { 404: errorResponseSchema, 422: errorResponseSchema },
    },
    async (request, reply) => {
      const region = await getRegion(db, request.params.id, request.locale);
      return sendCacheable(request, reply, regionResponseSchema, region, CATALOG_PUBLIC_CACHE_CONTROL);
    },
  );

  route(
    app,
    catalogEndpoints.listCurrencies,
    {
      tags: ['catalog'],
      summary: 'The active currencies a price may be given in; one is the default (DZD)',
      description: cachedNote,
    },
    async (request, reply) =>
      sendCacheable(
        request,
        reply,
        currenciesResponseSchema,
        await listCurrencies(db, request.locale),
        CATALOG_PUBLIC_CACHE_CONTROL,
      ),
  );
};
