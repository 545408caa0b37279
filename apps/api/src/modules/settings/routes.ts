import { settingsEndpoints } from '@portal/contract/endpoints/settings';
import { publicSettingsSchema } from '@portal/contract/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createBodyMemo, sendCacheable } from '../../platform/http-cache';
import { route } from '../../platform/route';
import { getSettings, settingsVersion } from './service';

/** Read from the database the page data chooses for the visitor (`reads`). */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const memo = createBodyMemo();
  const readSettings = app.pageData.reader(settingsEndpoints.getSettings, async (_input, { scope }, reads) =>
    memo('settings', await settingsVersion(reads, scope), publicSettingsSchema, () => getSettings(reads)),
  );
  route(
    app,
    settingsEndpoints.getSettings,
    {
      tags: ['settings'],
      summary: 'Public settings of the portal',
    },
    async (request, reply) => {
      const body = await readSettings(request);
      // Settings change rarely; a short shared cache spares the start-up call on every page load.
      return sendCacheable(request, reply, publicSettingsSchema, body, 'public, max-age=60');
    },
  );
};
