import { systemEndpoints } from '@portal/contract/endpoints/system';
import { errorResponseSchema } from '@portal/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { route } from '../../platform/route';

/** Liveness (the process answers) and readiness (the database answers), for load balancers. */
export const systemRoutes: FastifyPluginAsyncZod<{
  database: Database;
  captchaSiteKey: string | null;
}> = async (app, { database, captchaSiteKey }) => {
  route(
    app,
    systemEndpoints.health,
    {
      tags: ['system'],
      summary: 'The process is up',
    },
    async () => ({ status: 'ok' as const, uptime_seconds: Math.round(process.uptime()) }),
  );

  // A server-rendered page's start-up reads it too (platform/ssr.ts), and sets the cookie itself.
  const readInit = app.pageData.reader(systemEndpoints.init, async (_input, visitor) => ({
    locale: visitor.locale,
    time_zone: visitor.timeZone,
    captcha_site_key: captchaSiteKey,
  }));

  route(
    app,
    systemEndpoints.init,
    {
      tags: ['system'],
      summary:
        'Start-up call of the SPA: sets the CSRF cookie (XSRF-TOKEN) that state-changing calls echo, ' +
        'and answers the language and time zone the server understood from the request, and the captcha site key (null when captcha is off)',
    },
    async (request, reply) => {
      app.csrf.issue(reply, request);
      reply.header('Cache-Control', 'no-store');
      return readInit(request);
    },
  );

  route(
    app,
    systemEndpoints.ready,
    {
      tags: ['system'],
      summary: 'The database answers',
      errors: { 503: errorResponseSchema },
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
