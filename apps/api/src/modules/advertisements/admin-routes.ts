import { advertisementsEndpoints } from '@portal/contract/endpoints/advertisements';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, requireRole } from '../../platform/auth/plugin';
import { errorAnswers, route } from '../../platform/route';
import { claimAdvertisement } from './admin-claim';
import { adminAdvertisementById, approveAdvertisement, rejectAdvertisement } from './admin-decide';
import type { AdminAdsDeps } from './admin-deps';
import { adminAdCalendar, listAdminAdvertisements } from './admin-list';
import { recordAdPayment } from './admin-payment';

const errors = errorAnswers(401, 403, 404, 409, 422);

/**
 * The back office of paid advertisements (docs/decisions/034). Moderators and admins review
 * (claim, approve, reject) and read; only admins record a payment, as for listings, since a
 * payment schedules a paid placement and can never be erased. Roles are checked onRequest,
 * before any body is read.
 */
export const advertisementAdminRoutes: FastifyPluginAsyncZod<{ deps: AdminAdsDeps }> = async (
  app,
  { deps },
) => {
  const tags = ['advertisements'];
  const staffOnly = { onRequest: requireRole('moderator', 'admin'), tags, errors };
  const adminOnly = { onRequest: requireRole('admin'), tags, errors };

  route(
    app,
    advertisementsEndpoints.adminAdvertisements,
    { ...staffOnly, summary: 'Advertisement orders, waiting for review first then oldest first' },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listAdminAdvertisements(deps, request.query);
    },
  );

  route(
    app,
    advertisementsEndpoints.adminAdCalendar,
    { ...staffOnly, summary: 'A placement’s capacity, free places and bookings per day' },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return adminAdCalendar(deps, request.query);
    },
  );

  route(
    app,
    advertisementsEndpoints.adminAdvertisement,
    { ...staffOnly, summary: 'An advertisement order with its advertiser, documents and payments' },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return adminAdvertisementById(deps, request.params.id);
    },
  );

  route(
    app,
    advertisementsEndpoints.claimAdvertisement,
    { ...staffOnly, summary: 'Claim an order waiting for review (409 while another holds it)' },
    async (request) => claimAdvertisement(deps, requireAuth(request).user.id, request.params.id),
  );

  route(
    app,
    advertisementsEndpoints.approveAdvertisement,
    { ...staffOnly, summary: 'Approve an order: waiting for payment, invoice and instructions mailed' },
    async (request) => approveAdvertisement(deps, requireAuth(request).user.id, request.params.id),
  );

  route(
    app,
    advertisementsEndpoints.rejectAdvertisement,
    { ...staffOnly, summary: 'Reject an order with a reason; its places are given back' },
    async (request) =>
      rejectAdvertisement(deps, requireAuth(request).user.id, request.params.id, request.body),
  );

  route(
    app,
    advertisementsEndpoints.recordAdPayment,
    { ...adminOnly, summary: 'Record a payment; reaching the price or first instalment schedules it' },
    async (request) =>
      recordAdPayment(deps, requireAuth(request).user.id, request.params.id, request.body, request.timeZone),
  );
};
