import { dashboardEndpoints } from '@portal/contract/endpoints/dashboard';
import { errorResponseSchema } from '@portal/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../platform/auth/plugin';
import { route } from '../../platform/route';
import type { DashboardDeps } from './deps';
import { getDashboard } from './get-dashboard';

/** The back office's dashboard, for moderators and admins (role checked onRequest). */
export const dashboardRoutes: FastifyPluginAsyncZod<{ deps: DashboardDeps }> = async (app, { deps }) => {
  route(
    app,
    dashboardEndpoints.dashboard,
    {
      onRequest: requireRole('moderator', 'admin'),
      tags: ['moderation'],
      summary:
        'Queue sizes, open reports, decisions and new users per day, and the time from submission to decision',
      errors: { 401: errorResponseSchema, 403: errorResponseSchema, 422: errorResponseSchema },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return getDashboard(deps, request.query);
    },
  );
};
