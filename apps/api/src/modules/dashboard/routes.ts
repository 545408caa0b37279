import { dashboardQuerySchema, dashboardResponseSchema } from '@portal/contract/dashboard';
import { errorResponseSchema } from '@portal/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../platform/auth/plugin';
import type { DashboardDeps } from './deps';
import { getDashboard } from './get-dashboard';

/** The back office's dashboard, for moderators and admins (role checked onRequest). */
export const dashboardRoutes: FastifyPluginAsyncZod<{ deps: DashboardDeps }> = async (app, { deps }) => {
  app.get(
    '/admin/dashboard',
    {
      onRequest: requireRole('moderator', 'admin'),
      schema: {
        tags: ['moderation'],
        summary:
          'Queue sizes, open reports, decisions and new users per day, and the time from submission to decision',
        querystring: dashboardQuerySchema,
        response: {
          200: dashboardResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return getDashboard(deps, request.query);
    },
  );
};
