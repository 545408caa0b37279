import { engagementEndpoints } from '@portal/contract/endpoints/engagement';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, requireUser } from '../../platform/auth/plugin';
import { translate } from '../../platform/messages';
import { routeLimit } from '../../platform/rate-limits';
import { signedIn } from '../../platform/page-data';
import { errorAnswers, route } from '../../platform/route';
import type { EngagementDeps } from './deps';
import { favoriteIds } from './favorite-ids';
import { listFavorites } from './list-favorites';
import { reportListing } from './report-listing';
import { revealPhone } from './reveal-phone';
import { addFavorite, removeFavorite } from './set-favorite';
import { likeListing, unlikeListing } from './set-like';
import { viewerState } from './viewer-state';

const errors = errorAnswers(401, 403, 404, 409, 422, 429);
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
  // A signed-in reader's page shows these (platform/page-data.ts).
  const readFavoriteIds = app.pageData.reader(engagementEndpoints.favoriteIds, async (_input, visitor) => ({
    ids: await favoriteIds(deps, signedIn(visitor).user.id),
  }));
  const readViewerState = app.pageData.reader(engagementEndpoints.viewerState, ({ params }, visitor) =>
    viewerState(deps, signedIn(visitor).user.id, params.id),
  );
  route(
    app,
    engagementEndpoints.addFavorite,
    {
      onRequest: requireUser,
      tags,
      summary: 'Save a public listing to my favorites (idempotent)',
      errors,
    },
    async (request) => addFavorite(deps, requireAuth(request).user.id, request.params.id),
  );

  route(
    app,
    engagementEndpoints.removeFavorite,
    {
      onRequest: requireUser,
      tags,
      summary: 'Remove a listing from my favorites (idempotent; also when no longer public)',
      errors,
    },
    async (request) => removeFavorite(deps, requireAuth(request).user.id, request.params.id),
  );

  route(
    app,
    engagementEndpoints.listFavorites,
    {
      onRequest: requireUser,
      tags,
      summary: 'My favorites, newest first, with their status (profile: favorites)',
      errors,
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listFavorites(deps, requireAuth(request).user.id, request.query, request.locale);
    },
  );

  route(
    app,
    engagementEndpoints.favoriteIds,
    {
      onRequest: requireUser,
      tags,
      summary: 'The ids of my favorites, for the toggles on listing cards',
      errors,
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return readFavoriteIds(request);
    },
  );

  route(
    app,
    engagementEndpoints.addLike,
    {
      onRequest: requireUser,
      tags,
      summary: 'Like a public listing (one like per user; not my own)',
      errors,
    },
    async (request) => likeListing(deps, requireAuth(request).user.id, request.params.id),
  );

  route(
    app,
    engagementEndpoints.removeLike,
    {
      onRequest: requireUser,
      tags,
      summary: 'Take my like back (idempotent)',
      errors,
    },
    async (request) => unlikeListing(deps, requireAuth(request).user.id, request.params.id),
  );

  route(
    app,
    engagementEndpoints.viewerState,
    {
      onRequest: requireUser,
      tags,
      summary: 'Whether I liked, saved or reported this listing',
      errors,
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return readViewerState(request);
    },
  );

  route(
    app,
    engagementEndpoints.reportListing,
    {
      onRequest: requireUser,
      preHandler: [
        routeLimit(app, { ...REPORT_LIMIT, key: (request) => `user:${request.auth?.user.id ?? 0}` }),
      ],
      tags,
      summary: 'Report a public listing to the moderators (once per listing; not my own)',
      errors,
    },
    async (request, reply) => {
      await reportListing(deps, requireAuth(request).user.id, request.params.id, request.body);
      return reply.code(201).send({ message: translate(request.locale, 'message.report_received') });
    },
  );

  route(
    app,
    engagementEndpoints.revealPhone,
    {
      preHandler: [routeLimit(app, PHONE_LIMIT)],
      tags,
      summary: "Reveal the advertiser's phone (counted; rate-limited per address)",
      description: 'Public listings for anyone; other listings for their owner and moderators.',
      errors,
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const user = request.auth?.user;
      return revealPhone(deps, request.params.id, user ? { id: user.id, role: user.role } : null);
    },
  );
};
