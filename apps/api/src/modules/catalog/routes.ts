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

/** Every answer is read from the database the page data chooses for the visitor (`reads`). */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const memo = createBodyMemo();

  // What the routes answer, also read by the server-rendered pages (platform/page-data.ts).
  const readCategories = app.pageData.reader(
    catalogEndpoints.listCategories,
    async ({ params: { platform }, query: { depth } }, { locale, scope }, reads) =>
      memo(
        `tree:${platform}:${depth ?? 'all'}:${locale}`,
        await catalogVersion(reads, scope),
        categoryTreeResponseSchema,
        () => getCategoryTree(reads, platform, locale, depth),
      ),
  );
  // Every category page reads its category: kept per catalog version like the trees. An unknown
  // id is not kept (its read fails), so the keys are the catalog's own nodes and wilayas.
  const nodes = createBodyMemo(undefined, 2_000);
  const readCategory = app.pageData.reader(
    catalogEndpoints.getCategory,
    async ({ params: { platform, id } }, { locale, scope }, reads) =>
      nodes(
        `category:${platform}:${id}:${locale}`,
        await catalogVersion(reads, scope),
        categoryResponseSchema,
        () => getCategory(reads, platform, id, locale),
      ),
  );
  const readRegions = app.pageData.reader(
    catalogEndpoints.listRegions,
    async ({ query }, { locale, scope }, reads) => {
      const version = await catalogVersion(reads, scope);
      return query.cities === 'false'
        ? memo(`region-summaries:${locale}`, version, regionSummariesResponseSchema, () =>
            listRegionSummaries(reads, locale),
          )
        : memo(`regions:${locale}`, version, regionsResponseSchema, () => listRegions(reads, locale));
    },
  );
  const readRegion = app.pageData.reader(
    catalogEndpoints.getRegion,
    async ({ params: { id } }, { locale, scope }, reads) =>
      nodes(`region:${id}:${locale}`, await catalogVersion(reads, scope), regionResponseSchema, () =>
        getRegion(reads, id, locale),
      ),
  );
  // Every list page reads the currencies (its price filter): kept per catalog version, which
  // the page's other catalog answers read for the request already.
  const readCurrencies = app.pageData.reader(
    catalogEndpoints.listCurrencies,
    async (_input, { locale, scope }, reads) =>
      memo(`currencies:${locale}`, await catalogVersion(reads, scope), currenciesResponseSchema, () =>
        listCurrencies(reads, locale),
      ),
  );

  route(
    app,
    catalogEndpoints.listCategories,
    {
      tags: ['catalog'],
      summary: "A platform's active category tree: categories, sub-categories and filters, nested",
      description: cachedNote,
      errors: { 422: errorResponseSchema },
    },
    async (request, reply) =>
      sendCacheable(
        request,
        reply,
        categoryTreeResponseSchema,
        await readCategories(request),
        CATALOG_PUBLIC_CACHE_CONTROL,
      ),
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
    async (request, reply) =>
      sendCacheable(
        request,
        reply,
        categoryResponseSchema,
        await readCategory(request),
        CATALOG_PUBLIC_CACHE_CONTROL,
      ),
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
    async (request, reply) =>
      sendCacheable(
        request,
        reply,
        regionsResponseSchema,
        await readRegions(request),
        CATALOG_PUBLIC_CACHE_CONTROL,
      ),
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
    async (request, reply) =>
      sendCacheable(
        request,
        reply,
        regionResponseSchema,
        await readRegion(request),
        CATALOG_PUBLIC_CACHE_CONTROL,
      ),
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
        await readCurrencies(request),
        CATALOG_PUBLIC_CACHE_CONTROL,
      ),
  );
};
