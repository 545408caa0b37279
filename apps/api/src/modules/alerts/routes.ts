import { alertsEndpoints } from '@portal/contract/endpoints/alerts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, requireUser } from '../../platform/auth/plugin';
import { translate } from '../../platform/messages';
import { routeLimit } from '../../platform/rate-limits';
import { errorAnswers, route } from '../../platform/route';
import type { AlertsDeps } from './deps';
import { priceHistory } from './prices';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  openSavedSearch,
  updateSavedSearch,
} from './saved-searches';
import { unsubscribeAlerts } from './unsubscribe';

const MINUTE = 60_000;
const errors = errorAnswers(401, 403, 404, 409, 422, 429);
const tags = ['alerts'];

/** Saved searches written per account and hour: far above a person's use, below a script's. */
export const SAVE_LIMIT = { max: 30, timeWindow: 60 * MINUTE };

const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

/**
 * Saved searches (the owner's only: another member's answers 404), the alert mails' unsubscribe
 * link without login, and a public listing's price history.
 */
export const alertsRoutes: FastifyPluginAsyncZod<{ deps: AlertsDeps }> = async (app, { deps }) => {
  const own = { onRequest: requireUser, tags, errors };
  const writeLimit = routeLimit(app, {
    ...SAVE_LIMIT,
    key: (request) => `user:${request.auth?.user.id ?? 0}`,
  });

  route(
    app,
    alertsEndpoints.listSavedSearches,
    { ...own, summary: 'My saved searches, newest first' },
    async (request, reply) => {
      noStore(reply);
      return listSavedSearches(deps, requireAuth(request).user.id, request.locale);
    },
  );

  route(
    app,
    alertsEndpoints.createSavedSearch,
    { ...own, preHandler: [writeLimit], summary: 'Save the words and filters of a results page' },
    async (request, reply) => {
      const saved = await createSavedSearch(
        deps,
        requireAuth(request).user.id,
        request.body,
        request.locale,
        translate(request.locale, 'message.saved_search_default_name'),
      );
      return noStore(reply).code(201).send(saved);
    },
  );

  route(
    app,
    alertsEndpoints.updateSavedSearch,
    { ...own, preHandler: [writeLimit], summary: 'Rename my saved search or change its alerts' },
    async (request, reply) => {
      noStore(reply);
      return updateSavedSearch(
        deps,
        requireAuth(request).user.id,
        request.params.id,
        request.body,
        request.locale,
      );
    },
  );

  route(
    app,
    alertsEndpoints.deleteSavedSearch,
    { ...own, summary: 'Delete my saved search' },
    async (request, reply) => {
      await deleteSavedSearch(deps, requireAuth(request).user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  route(
    app,
    alertsEndpoints.openSavedSearch,
    { ...own, summary: 'Open my saved search: its matches so far are no longer new' },
    async (request, reply) => {
      noStore(reply);
      return openSavedSearch(deps, requireAuth(request).user.id, request.params.id, request.locale);
    },
  );

  route(
    app,
    alertsEndpoints.unsubscribeAlerts,
    {
      preHandler: [routeLimit(app, { max: 30, timeWindow: 10 * MINUTE })],
      tags,
      errors,
      summary: "Turn a saved search's alerts off with an alert mail's signed link (no login)",
    },
    async (request, reply) => {
      noStore(reply);
      return unsubscribeAlerts(deps, request.body.token);
    },
  );

  route(
    app,
    alertsEndpoints.priceHistory,
    { tags, errors, summary: "A public listing's prices, oldest first (empty while it never changed)" },
    async (request) => priceHistory(deps, request.params.id),
  );
};
