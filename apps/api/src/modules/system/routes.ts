import { errorResponseSchema } from '@portal/contract/errors';
import { healthResponseSchema, readyResponseSchema } from '@portal/contract/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';

/** Liveness (the process answers) and readiness (the database answers), for load balancers. */
export const systemRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/health',
    {
      schema: { tags: ['system'], summary: 'The process is up', response: { 200: healthResponseSchema } },
    },
    async () => ({ status: 'ok' as const, uptime_seconds: Math.round(process.uptime()) }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'The database answers',
        response: { 200: readyResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request) => {
      try {
        await database.ping();
      } catch (err) {
        request.log.warn({ err }, 'database not ready');
        throw new AppError('service_unavailable');
      }
      return { status: 'ready' as const, database: database.kind };
    },
  );
};
