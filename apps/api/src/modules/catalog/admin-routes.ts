import { catalogAdminEndpoints } from '@portal/contract/endpoints/catalog-admin';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, requireRole } from '../../platform/auth/plugin';
import { errorAnswers, route } from '../../platform/route';
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

const errors = errorAnswers(401, 403, 404, 409, 422);

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
  // A route's guard, tag and error answers; each route adds its summary.
  const staffOnly = { onRequest: staff, tags, errors };
  const adminOnly = { onRequest: admin, tags, errors };
  const actorId = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user.id;

  // Categories.

  route(
    app,
    catalogAdminEndpoints.listAdminCategories,
    {
      ...staffOnly,
      summary: "A platform's whole category tree, inactive branches included, with listings per node",
    },
    async (request, reply) => {
      noStore(reply);
      return listAdminCategories(deps, request.params.platform);
    },
  );

  route(
    app,
    catalogAdminEndpoints.createCategory,
    {
      ...adminOnly,
      summary: 'Add a category, a sub-category (under a category) or a filter (under a sub-category)',
    },
    async (request, reply) => {
      const category = await createCategory(deps, actorId(request), request.params.platform, request.body);
      return reply.code(201).send({ category });
    },
  );

  route(
    app,
    catalogAdminEndpoints.reorderCategories,
    {
      ...adminOnly,
      summary: 'Put the children of one node (or the top level) in a new order (409 if the list is stale)',
    },
    async (request, reply) => {
      await reorderCategories(deps, actorId(request), request.params.platform, request.body);
      return reply.code(204).send(null);
    },
  );

  route(
    app,
    catalogAdminEndpoints.updateCategory,
    {
      ...adminOnly,
      summary: 'Edit a category: names, slug, icon, order, active (inactive: gone from the public tree)',
    },
    async (request) => ({
      category: await updateCategory(deps, actorId(request), request.params.id, request.body),
    }),
  );

  route(
    app,
    catalogAdminEndpoints.deleteCategory,
    {
      ...adminOnly,
      summary: 'Delete a category; 409 while listings are filed under it or it has levels under it',
    },
    async (request, reply) => {
      await deleteCategory(deps, actorId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  // Regions and cities.

  route(
    app,
    catalogAdminEndpoints.listAdminRegions,
    {
      ...staffOnly,
      summary: 'The wilayas by code, each with every city (inactive ones included) and its listings',
    },
    async (_request, reply) => {
      noStore(reply);
      return listAdminRegions(deps);
    },
  );

  route(
    app,
    catalogAdminEndpoints.updateRegion,
    { ...adminOnly, summary: "Edit a wilaya's names (wilayas are official: none is added or deleted)" },
    async (request) => updateRegion(deps, actorId(request), request.params.id, request.body),
  );

  route(
    app,
    catalogAdminEndpoints.createCity,
    { ...adminOnly, summary: 'Add a city to a wilaya' },
    async (request, reply) => {
      const city = await createCity(deps, actorId(request), request.params.id, request.body);
      return reply.code(201).send({ city });
    },
  );

  route(
    app,
    catalogAdminEndpoints.reorderCities,
    { ...adminOnly, summary: "Put a wilaya's cities in a new order (409 if the list is stale)" },
    async (request, reply) => {
      await reorderCities(deps, actorId(request), request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );

  route(
    app,
    catalogAdminEndpoints.updateCity,
    { ...adminOnly, summary: 'Edit a city: names, slug, order, active' },
    async (request) => ({ city: await updateCity(deps, actorId(request), request.params.id, request.body) }),
  );

  route(
    app,
    catalogAdminEndpoints.deleteCity,
    { ...adminOnly, summary: 'Delete a city; 409 while listings use it' },
    async (request, reply) => {
      await deleteCity(deps, actorId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  // Currencies.

  route(
    app,
    catalogAdminEndpoints.listAdminCurrencies,
    {
      ...staffOnly,
      summary: 'Every currency in order, inactive ones included, with the listings priced in each',
    },
    async (_request, reply) => {
      noStore(reply);
      return listAdminCurrencies(deps);
    },
  );

  route(
    app,
    catalogAdminEndpoints.createCurrency,
    { ...adminOnly, summary: 'Add a currency (ISO 4217 code)' },
    async (request, reply) => {
      const currency = await createCurrency(deps, actorId(request), request.body);
      return reply.code(201).send({ currency });
    },
  );

  route(
    app,
    catalogAdminEndpoints.updateCurrency,
    {
      ...adminOnly,
      summary: 'Edit a currency: names, symbol, minor units (locked while listings use it), order, active',
    },
    async (request) => ({
      currency: await updateCurrency(deps, actorId(request), request.params.code, request.body),
    }),
  );

  route(
    app,
    catalogAdminEndpoints.setDefaultCurrency,
    { ...adminOnly, summary: 'Make an active currency the default one' },
    async (request) => ({ currency: await setDefaultCurrency(deps, actorId(request), request.params.code) }),
  );

  route(
    app,
    catalogAdminEndpoints.deleteCurrency,
    {
      ...adminOnly,
      summary:
        'Delete a currency; 409 for the default one, while listings use it or the listing fee is in it',
    },
    async (request, reply) => {
      await deleteCurrency(deps, actorId(request), request.params.code);
      return reply.code(204).send(null);
    },
  );
};
