import {
  favoriteIdsResponseSchema,
  favoritesQuerySchema,
  favoritesResponseSchema,
  favoriteStateSchema,
  likeStateSchema,
  phoneResponseSchema,
  reportBodySchema,
  reportResponseSchema,
  viewerStateSchema,
} from '@portal/contract/engagement';
import { errorResponseSchema } from '@portal/contract/errors';
import { listingIdParamsSchema } from '@portal/contract/listings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, requireUser } from '../../platform/auth/plugin';
import { translate } from '../../platform/messages';
import { routeLimit } from '../../platform/rate-limits';
import type { EngagementDeps } from './deps';
import { favoriteIds } from './favorite-ids';
import { listFavorites } from './list-favorites';
import { reportListing } from './report-listing';
import { revealPhone } from './reveal-phone';
import { addFavorite, removeFavorite } from './set-favorite';
import { likeListing, unlikeListing } from './set-like';
import { viewerState } from './viewer-state';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};
const tags = ['engagement'];

/** Reports per account and hour: far above honest use, low enough to keep the queue clean. */
export const REPORT_LIMIT = { max: 10, timeWindow: 60 * 60_000 };
/** Phone reveals per address and 10 minutes: a buyer comparing ads, not a scraper. */
export const PHONE_LIMIT = { max: 20, timeWindow: 10 * 60_000 };

/**
 * Favorites, likes, reports and the phone reveal. Each answers 404 for a listing
 * that is not public, as if it did not exist (taking a favorite or a like back excepted).
 */
export const engagementRoutes: FastifyPluginAsyncZod<{ deps: EngagementDeps }> = async (app, { deps }) => {
  app.put(
    '/listings/:id/favorite',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Save a public listing to my favorites (idempotent)',
        params: listingIdParamsSchema,
        response: { 200: favoriteStateSchema, ...errors },
      },
    },
    async (request) => addFavorite(deps, requireAuth(request).user.id, request.params.id),
  );

  app.delete(
    '/listings/:id/favorite',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Remove a listing from my favorites (idempotent; also when no longer public)',
        params: listingIdParamsSchema,
        response: { 200: favoriteStateSchema, ...errors },
      },
    },
    async (request) => removeFavorite(deps, requireAuth(request).user.id, request.params.id),
  );

  app.get(
    '/favorites',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'My favorites, newest first, with their status (profile: favorites)',
        querystring: favoritesQuerySchema,
        response: { 200: favoritesResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listFavorites(deps, requireAuth(request).user.id, request.query, request.locale);
    },
  );

  app.get(
    '/favorites/ids',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The ids of my favorites, for the toggles on listing cards',
        response: { 200: favoriteIdsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { ids: await favoriteIds(deps, requireAuth(request).user.id) };
    },
  );

  app.put(
    '/listings/:id/like',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Like a public listing (one like per user; not my own)',
        params: listingIdParamsSchema,
        response: { 200: likeStateSchema, ...errors },
      },
    },
    async (request) => likeListing(deps, requireAuth(request).user.id, request.params.id),
  );

  app.delete(
    '/listings/:id/like',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Take my like back (idempotent)',
        params: listingIdParamsSchema,
        response: { 200: likeStateSchema, ...errors },
      },
    },
    async (request) => unlikeListing(deps, requireAuth(request).user.id, request.params.id),
  );

  app.get(
    '/listings/:id/viewer-state',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Whether I liked, saved or reported this listing',
        params: listingIdParamsSchema,
        response: { 200: viewerStateSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return viewerState(deps, requireAuth(request).user.id, request.params.id);
    },
  );

  app.post(
    '/listings/:id/report',
    {
      onRequest: requireUser,
      preHandler: [
        routeLimit(app, { ...REPORT_LIMIT, key: (request) => `user:${request.auth?.user.id ?? 0}` }),
      ],
      schema: {
        tags,
        summary: 'Report a public listing to the moderators (once per listing; not my own)',
        params: listingIdParamsSchema,
        body: reportBodySchema,
        response: { 201: reportResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await reportListing(deps, requireAuth(request).user.id, request.params.id, request.body);
      return reply.code(201).send({ message: translate(request.locale, 'message.report_received') });
    },
  );

  app.post(
    '/listings/:id/phone',
    {
      preHandler: [routeLimit(app, PHONE_LIMIT)],
      schema: {
        tags,
        summary: "Reveal the advertiser's phone (counted; rate-limited per address)",
        description: 'Public listings for anyone; other listings for their owner and moderators.',
        params: listingIdParamsSchema,
        response: { 200: phoneResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const user = request.auth?.user;
      return revealPhone(deps, request.params.id, user ? { id: user.id, role: user.role } : null);
    },
  );
};
