import { settingsSchema } from '@portal/contract/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { getSettings } from './service';

export const settingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Public settings of the portal (spec §3)',
        response: { 200: settingsSchema },
      },
    },
    async (_request, reply) => {
      // Settings change rarely; a short shared cache spares the start-up call on every page load.
      reply.header('Cache-Control', 'public, max-age=60');
      return getSettings(db);
    },
  );
};
