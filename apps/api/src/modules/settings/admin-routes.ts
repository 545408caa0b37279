import { settingsAdminEndpoints, settingsSectionEndpoints } from '@portal/contract/endpoints/settings-admin';
import { SETTINGS_KEYS, type Settings } from '@portal/contract/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { requireAuth, requireRole } from '../../platform/auth/plugin';
import { errorAnswers, route } from '../../platform/route';
import { getSettings } from './service';
import { updateSettingsSection } from './update-settings-section';

const errors = errorAnswers(401, 403, 422);

/**
 * Settings management, admins only (moderators 403):
 * the settings as stored, never cached (the public GET /settings may be kept a minute by a
 * browser), and one PUT per top-level field, each with its own body schema.
 */
export const settingsAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const admin = requireRole('admin');
  const tags = ['settings'];

  route(
    app,
    settingsAdminEndpoints.getAdminSettings,
    {
      onRequest: admin,
      tags,
      summary: 'The settings as stored, for the settings screen (never cached)',
      errors,
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return getSettings(db);
    },
  );

  for (const key of SETTINGS_KEYS) {
    route(
      app,
      settingsSectionEndpoints[key],
      {
        onRequest: admin,
        tags,
        summary: `Replace the settings' ${key} (validated; audited with before and after)`,
        errors,
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const value = request.body as Settings[typeof key];
        return updateSettingsSection(db, requireAuth(request).user.id, key, value);
      },
    );
  }
};
