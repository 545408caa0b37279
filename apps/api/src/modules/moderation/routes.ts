import { moderationEndpoints } from '@portal/contract/endpoints/moderation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, requireRole } from '../../platform/auth/plugin';
import { errorAnswers, route } from '../../platform/route';
import { approveListing } from './approve-listing';
import { bulkReviewListings } from './bulk-review-listings';
import { claimListing } from './claim-listing';
import type { ModerationDeps } from './deps';
import { getReviewListing } from './get-review-listing';
import { listAuditLog } from './list-audit-log';
import { listRejectionReasons } from './list-rejection-reasons';
import { listReviewQueue } from './list-review-queue';
import { rejectListing } from './reject-listing';

const errors = errorAnswers(401, 403, 404, 409, 422);

/**
 * The back office's review queues and audit trail. Every route is for moderators
 * and admins: the role is checked onRequest, before any body is read, so a visitor gets 401
 * and a user 403 (the access matrix checks both).
 */
export const moderationRoutes: FastifyPluginAsyncZod<{ deps: ModerationDeps }> = async (app, { deps }) => {
  const staff = requireRole('moderator', 'admin');
  const tags = ['moderation'];
  // A route's guard, tag and error answers; each route adds its summary.
  const staffOnly = { onRequest: staff, tags, errors };

  route(
    app,
    moderationEndpoints.reviewQueue,
    {
      ...staffOnly,
      summary: 'Pending listings, oldest first, with counts per platform and each author’s record',
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listReviewQueue(deps, request.query, request.locale);
    },
  );

  route(
    app,
    moderationEndpoints.reviewListing,
    { ...staffOnly, summary: 'A listing in any status with every field and photo, its author and any claim' },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return getReviewListing(deps, request.params.id, request.locale);
    },
  );

  route(
    app,
    moderationEndpoints.claimListing,
    { ...staffOnly, summary: 'Claim a pending listing for 5 minutes (409 while another moderator holds it)' },
    async (request) => claimListing(deps, requireAuth(request).user.id, request.params.id),
  );

  route(
    app,
    moderationEndpoints.approveListing,
    {
      ...staffOnly,
      summary: 'Approve a pending listing: it is published at once and its author is told by mail',
    },
    async (request) => approveListing(deps, requireAuth(request).user.id, request.params.id),
  );

  route(
    app,
    moderationEndpoints.rejectListing,
    {
      ...staffOnly,
      summary: 'Reject a pending listing with a preset and/or free-text reason (the author is told)',
    },
    async (request) => rejectListing(deps, requireAuth(request).user.id, request.params.id, request.body),
  );

  route(
    app,
    moderationEndpoints.bulkReview,
    { ...staffOnly, summary: 'Approve or reject several pending listings; each item reports its own result' },
    async (request) => bulkReviewListings(deps, requireAuth(request).user.id, request.body, request.locale),
  );

  route(
    app,
    moderationEndpoints.rejectionReasons,
    { ...staffOnly, summary: 'The active preset rejection reasons, in order' },
    async (request) => listRejectionReasons(deps, request.locale),
  );

  route(
    app,
    moderationEndpoints.auditLog,
    { ...staffOnly, summary: 'The audit trail, newest first; search by actor, action, subject (read-only)' },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listAuditLog(deps, request.query);
    },
  );
};
