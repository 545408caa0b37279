import {
  adminCategoryParamsSchema,
  adminCategoryResponseSchema,
  adminCategoryTreeResponseSchema,
  adminCityParamsSchema,
  adminCityResponseSchema,
  adminCurrenciesResponseSchema,
  adminCurrencyParamsSchema,
  adminCurrencyResponseSchema,
  adminPlatformParamsSchema,
  adminRegionParamsSchema,
  adminRegionResponseSchema,
  adminRegionsResponseSchema,
  categoryCreateBodySchema,
  categoryOrderBodySchema,
  categoryUpdateBodySchema,
  cityCreateBodySchema,
  cityOrderBodySchema,
  cityUpdateBodySchema,
  currencyCreateBodySchema,
  currencyUpdateBodySchema,
  regionUpdateBodySchema,
} from '@portal/contract/catalog-admin';
import { errorResponseSchema } from '@portal/contract/errors';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, requireRole } from '../../platform/auth/plugin';
import { createCategory } from './create-category';
import { createCity } from './create-city';
import { createCurrency } from './create-currency';
import { deleteCategory } from './delete-category';
import { deleteCity } from './delete-city';
import { deleteCurrency } from './delete-currency';
import type { CatalogDeps } from './deps';
import { listAdminCategories } from './list-admin-categories';
import { listAdminCurrencies } from './list-admin-currencies';
import { listAdminRegions } from './list-admin-regions';
import { reorderCategories } from './reorder-categories';
import { reorderCities } from './reorder-cities';
import { setDefaultCurrency } from './set-default-currency';
import { updateCategory } from './update-category';
import { updateCity } from './update-city';
import { updateCurrency } from './update-currency';
import { updateRegion } from './update-region';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};
const noContent = z.null().describe('Done');

const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

/**
 * Catalog management in the back office: categories, sub-categories and filters
 * of both platforms, wilayas and their cities, currencies. Moderators may read (they file and
 * review listings against the catalog); every change is an admin's, since the
 * catalog belongs to the back office's management area. Roles are checked onRequest, before any body is read. Every write
 * has its audit entry in its transaction, and the public catalog answers follow at once (their
 * memo and ETag follow the catalog's version, queries.ts).
 */
export const catalogAdminRoutes: FastifyPluginAsyncZod<{ deps: CatalogDeps }> = async (app, { deps }) => {
  const staff = requireRole('moderator', 'admin');
  const admin = requireRole('admin');
  const tags = ['catalog-admin'];
  const actorId = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user.id;

  // Categories.

  app.get(
    '/admin/catalog/:platform/categories',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "A platform's whole category tree, inactive branches included, with listings per node",
        params: adminPlatformParamsSchema,
        response: { 200: adminCategoryTreeResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return listAdminCategories(deps, request.params.platform);
    },
  );

  app.post(
    '/admin/catalog/:platform/categories',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Add a category, a sub-category (under a category) or a filter (under a sub-category)',
        params: adminPlatformParamsSchema,
        body: categoryCreateBodySchema,
        response: { 201: adminCategoryResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const category = await createCategory(deps, actorId(request), request.params.platform, request.body);
      return reply.code(201).send({ category });
    },
  );

  app.put(
    '/admin/catalog/:platform/categories/order',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Put the children of one node (or the top level) in a new order (409 if the list is stale)',
        params: adminPlatformParamsSchema,
        body: categoryOrderBodySchema,
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      await reorderCategories(deps, actorId(request), request.params.platform, request.body);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/admin/catalog/categories/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Edit a category: names, slug, icon, order, active (inactive: gone from the public tree)',
        params: adminCategoryParamsSchema,
        body: categoryUpdateBodySchema,
        response: { 200: adminCategoryResponseSchema, ...errors },
      },
    },
    async (request) => ({
      category: await updateCategory(deps, actorId(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/admin/catalog/categories/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Delete a category; 409 while listings are filed under it or it has levels under it',
        params: adminCategoryParamsSchema,
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      await deleteCategory(deps, actorId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  // Regions and cities.

  app.get(
    '/admin/catalog/regions',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'The wilayas by code, each with every city (inactive ones included) and its listings',
        response: { 200: adminRegionsResponseSchema, ...errors },
      },
    },
    async (_request, reply) => {
      noStore(reply);
      return listAdminRegions(deps);
    },
  );

  app.patch(
    '/admin/catalog/regions/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: "Edit a wilaya's names (wilayas are official: none is added or deleted)",
        params: adminRegionParamsSchema,
        body: regionUpdateBodySchema,
        response: { 200: adminRegionResponseSchema, ...errors },
      },
    },
    async (request) => updateRegion(deps, actorId(request), request.params.id, request.body),
  );

  app.post(
    '/admin/catalog/regions/:id/cities',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Add a city to a wilaya',
        params: adminRegionParamsSchema,
        body: cityCreateBodySchema,
        response: { 201: adminCityResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const city = await createCity(deps, actorId(request), request.params.id, request.body);
      return reply.code(201).send({ city });
    },
  );

  app.put(
    '/admin/catalog/regions/:id/cities/order',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: "Put a wilaya's cities in a new order (409 if the list is stale)",
        params: adminRegionParamsSchema,
        body: cityOrderBodySchema,
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      await reorderCities(deps, actorId(request), request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/admin/catalog/cities/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Edit a city: names, slug, order, active',
        params: adminCityParamsSchema,
        body: cityUpdateBodySchema,
        response: { 200: adminCityResponseSchema, ...errors },
      },
    },
    async (request) => ({ city: await updateCity(deps, actorId(request), request.params.id, request.body) }),
  );

  app.delete(
    '/admin/catalog/cities/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Delete a city; 409 while listings use it',
        params: adminCityParamsSchema,
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      await deleteCity(deps, actorId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  // Currencies.

  app.get(
    '/admin/catalog/currencies',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Every currency in order, inactive ones included, with the listings priced in each',
        response: { 200: adminCurrenciesResponseSchema, ...errors },
      },
    },
    async (_request, reply) => {
      noStore(reply);
      return listAdminCurrencies(deps);
    },
  );

  app.post(
    '/admin/catalog/currencies',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Add a currency (ISO 4217 code)',
        body: currencyCreateBodySchema,
        response: { 201: adminCurrencyResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const currency = await createCurrency(deps, actorId(request), request.body);
      return reply.code(201).send({ currency });
    },
  );

  app.patch(
    '/admin/catalog/currencies/:code',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Edit a currency: names, symbol, minor units (locked while listings use it), order, active',
        params: adminCurrencyParamsSchema,
        body: currencyUpdateBodySchema,
        response: { 200: adminCurrencyResponseSchema, ...errors },
      },
    },
    async (request) => ({
      currency: await updateCurrency(deps, actorId(request), request.params.code, request.body),
    }),
  );

  app.post(
    '/admin/catalog/currencies/:code/default',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Make an active currency the default one',
        params: adminCurrencyParamsSchema,
        response: { 200: adminCurrencyResponseSchema, ...errors },
      },
    },
    async (request) => ({ currency: await setDefaultCurrency(deps, actorId(request), request.params.code) }),
  );

  app.delete(
    '/admin/catalog/currencies/:code',
    {
      onRequest: admin,
      schema: {
        tags,
        summary:
          'Delete a currency; 409 for the default one, while listings use it or the listing fee is in it',
        params: adminCurrencyParamsSchema,
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      await deleteCurrency(deps, actorId(request), request.params.code);
      return reply.code(204).send(null);
    },
  );
};
