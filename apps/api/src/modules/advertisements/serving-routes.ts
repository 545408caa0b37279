import { advertisementsEndpoints } from '@portal/contract/endpoints/advertisements';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, requireRole, requireUser } from '../../platform/auth/plugin';
import { routeLimit } from '../../platform/rate-limits';
import { errorAnswers, route } from '../../platform/route';
import { clickAdvertisement } from './click';
import type { AdVisitor } from './record-event';
import { recordAdEvent } from './record-event';
import { getPublicAdvertisement, serveAdvertisements } from './serve-ads';
import type { AdServingDeps } from './serve-deps';
import { adDayStats, adTotals, adTotalsCsv } from './stats';

const MINUTE = 60_000;
const tags = ['advertisements'];
const errors = errorAnswers(400, 401, 403, 404, 422, 429);
/** Served lists change only when an advertisement starts or ends: a short shared cache is enough. */
const SERVED_CACHE = 'public, max-age=30';

function visitorOf(request: FastifyRequest): AdVisitor {
  const agent = request.headers['user-agent'];
  return {
    userId: request.auth?.user.id ?? null,
    ip: request.ip,
    userAgent: typeof agent === 'string' ? agent.slice(0, 300) : '',
  };
}

/**
 * Paid advertisements on the public site: the active ones of a page's placements, one's page,
 * impressions and clicks counted once per visitor and day, and the counts per day for the
 * advertiser and the back office (docs/decisions/034-paid-advertisements.md).
 */
export const adServingRoutes: FastifyPluginAsyncZod<{ deps: AdServingDeps }> = async (app, { deps }) => {
  // A page shows a handful of advertisements; a visitor counted a thousand times a minute is a script.
  const eventLimit = routeLimit(app, { max: 120, timeWindow: MINUTE });
  const clickLimit = routeLimit(app, { max: 60, timeWindow: MINUTE });
  const exportLimit = routeLimit(app, { max: 20, timeWindow: 10 * MINUTE });
  const staff = { onRequest: requireRole('moderator', 'admin'), tags, errors };

  route(
    app,
    advertisementsEndpoints.servedAdvertisements,
    { tags, errors, summary: 'The active advertisements of some placements, in a fair rotation' },
    async (request, reply) => {
      reply.header('Cache-Control', SERVED_CACHE);
      return { data: await serveAdvertisements(deps, request.query) };
    },
  );

  route(
    app,
    advertisementsEndpoints.publicAdvertisement,
    { tags, errors, summary: 'An active advertisement’s page: its media, name, description and link' },
    async (request, reply) => {
      reply.header('Cache-Control', SERVED_CACHE);
      return { advertisement: await getPublicAdvertisement(deps, request.params.id) };
    },
  );

  route(
    app,
    advertisementsEndpoints.recordAdImpression,
    {
      tags,
      errors,
      preHandler: [eventLimit],
      summary: 'Count an impression (at least half on screen) or a click, once per visitor and day',
    },
    async (request, reply) => {
      await recordAdEvent(deps, {
        id: request.params.id,
        kind: request.body.kind,
        visitor: visitorOf(request),
      });
      return reply.code(204).send(null);
    },
  );

  route(
    app,
    advertisementsEndpoints.adClick,
    {
      tags,
      preHandler: [clickLimit],
      summary: 'Count a click, then 302 to the advertisement’s http(s) link (any other link: 400)',
    },
    async (request, reply) => {
      const target = await clickAdvertisement(deps, { id: request.params.id, visitor: visitorOf(request) });
      return reply
        .header('Cache-Control', 'no-store')
        .header('Referrer-Policy', 'origin')
        .redirect(target, 302);
    },
  );

  route(
    app,
    advertisementsEndpoints.myAdStats,
    {
      onRequest: requireUser,
      tags,
      errors,
      summary: 'Impressions, clicks and click-through rate per day of one’s own advertisement (others: 404)',
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return adDayStats(deps, request.params.id, requireAuth(request).user.id);
    },
  );

  route(
    app,
    advertisementsEndpoints.adminAdDayStats,
    { ...staff, summary: 'Impressions, clicks and click-through rate per day of any advertisement' },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return adDayStats(deps, request.params.id);
    },
  );

  route(
    app,
    advertisementsEndpoints.adminAdStats,
    {
      // JSON, or a CSV file with format=csv: its errors are the usual ones, left out of the typed answers.
      onRequest: requireRole('moderator', 'admin'),
      tags,
      preHandler: [exportLimit],
      summary: 'Every shown advertisement’s totals over a period (JSON, or CSV with a BOM)',
    },
    async (request, reply) => {
      const rows = await adTotals(deps, { from: request.query.from, to: request.query.to });
      reply.header('Cache-Control', 'no-store');
      if (request.query.format !== 'csv') return reply.send({ data: rows });
      return reply
        .header('Content-Disposition', 'attachment; filename="advertisement-stats.csv"')
        .type('text/csv; charset=utf-8')
        .send(adTotalsCsv(rows));
    },
  );
};
