import {
  categoryParamsSchema,
  categoryResponseSchema,
  categoryTreeParamsSchema,
  categoryTreeQuerySchema,
  categoryTreeResponseSchema,
  currenciesResponseSchema,
  regionParamsSchema,
  regionResponseSchema,
  regionSummariesResponseSchema,
  regionsQuerySchema,
  regionsResponseSchema,
} from '@portal/contract/catalog';
import { errorResponseSchema } from '@portal/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { createBodyMemo, sendCacheable } from '../../platform/http-cache';
import {
  catalogVersion,
  getCategory,
  getCategoryTree,
  getRegion,
  listCurrencies,
  listRegionSummaries,
  listRegions,
} from './service';

const notModified = z.null().describe('Not modified: the If-None-Match tag is still current');
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

  app.get(
    '/catalog/:platform/categories',
    {
      schema: {
        tags: ['catalog'],
        summary: "A platform's active category tree: categories, sub-categories and filters, nested",
        description: cachedNote,
        params: categoryTreeParamsSchema,
        querystring: categoryTreeQuerySchema,
        response: { 200: categoryTreeResponseSchema, 304: notModified, 422: errorResponseSchema },
      },
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

  app.get(
    '/catalog/:platform/categories/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One active category, sub-category or filter with its children and its breadcrumbs',
        description: cachedNote,
        params: categoryParamsSchema,
        response: {
          200: categoryResponseSchema,
          304: notModified,
          404: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { platform, id } = request.params;
      const category = await getCategory(db, platform, id, request.locale);
      return sendCacheable(request, reply, categoryResponseSchema, category, CATALOG_PUBLIC_CACHE_CONTROL);
    },
  );

  app.get(
    '/regions',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The wilayas of Algeria by code, each with its active cities (none with cities=false)',
        description: cachedNote,
        querystring: regionsQuerySchema,
        response: {
          200: z.union([regionsResponseSchema, regionSummariesResponseSchema]),
          304: notModified,
          422: errorResponseSchema,
        },
      },
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

  app.get(
    '/regions/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One wilaya with its active cities',
        description: cachedNote,
        params: regionParamsSchema,
        response: {
          200: regionResponseSchema,
          304: notModified,
          404: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const region = await getRegion(db, request.params.id, request.locale);
      return sendCacheable(request, reply, regionResponseSchema, region, CATALOG_PUBLIC_CACHE_CONTROL);
    },
  );

  app.get(
    '/currencies',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The active currencies a price may be given in; one is the default (DZD)',
        description: cachedNote,
        response: { 200: currenciesResponseSchema, 304: notModified },
      },
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
