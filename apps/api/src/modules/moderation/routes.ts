import { moderationEndpoints } from '@portal/contract/endpoints/moderation';
import { errorResponseSchema } from '@portal/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, requireRole } from '../../platform/auth/plugin';
import { route } from '../../platform/route';
import { approveListing } from './approve-listing';
import { bulkReviewListings } from './bulk-review-listings';
import { claimListing } from './claim-listing';
import type { ModerationDeps } from './deps';
import { getReviewListing } from './get-review-listing';
import { listAuditLog } from './list-audit-log';
import { listRejectionReasons } from './list-rejection-reasons';
import { listReviewQueue } from './list-review-queue';
import { rejectListing } from './reject-listing';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};

/**
 * The back office's review queues and audit trail. Every route is for moderators
 * and admins: the role is checked onRequest, before any body is read, so a visitor gets 401
 * and a user 403 (the access matrix checks both).
 */
export const moderationRoutes: FastifyPluginAsyncZod<{ deps: ModerationDeps }> = async (app, { deps }) => {
  const staff = requireRole('moderator', 'admin');
  const tags = ['moderation'];

  route(
    app,
    moderationEndpoints.reviewQueue,
    {
      onRequest: staff,
      tags,
      summary: 'Pending listings, oldest first, with counts per platform and each author’s record',
      errors,
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listReviewQueue(deps, request.query, request.locale);
    },
  );

  route(
    app,
    moderationEndpoints.reviewListing,
    {
      onRequest: staff,
      tags,
      summary: 'A listing in any status with every field and photo, its author and any claim',
      errors,
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return getReviewListing(deps, request.params.id, request.locale);
    },
  );

  route(
    app,
    moderationEndpoints.claimListing,
    {
      onRequest: staff,
      tags,
      summary: 'Claim a pending listing for 5 minutes (409 while another moderator holds it)',
      errors,
    },
    async (request) => claimListing(deps, requireAuth(request).user.id, request.params.id),
  );

  route(
    app,
    moderationEndpoints.approveListing,
    {
      onRequest: staff,
      tags,
      summary: 'Approve a pending listing: it is published at once and its author is told by mail',
      errors,
    },
    async (request) => approveListing(deps, requireAuth(request).user.id, request.params.id),
  );

  route(
    app,
    moderationEndpoints.rejectListing,
    {
      onRequest: staff,
      tags,
      summary: 'Reject a pending listing with a preset and/or free-text reason (the author is told)',
      errors,
    },
    async (request) => rejectListing(deps, requireAuth(request).user.id, request.params.id, request.body),
  );

  route(
    app,
    moderationEndpoints.bulkReview,
    {
      onRequest: staff,
      tags,
      summary: 'Approve or reject several pending listings; each item reports its own result',
      errors,
    },
    async (request) => bulkReviewListings(deps, requireAuth(request).user.id, request.body, request.locale),
  );

  route(
    app,
    moderationEndpoints.rejectionReasons,
    {
      onRequest: staff,
      tags,
      summary: 'The active preset rejection reasons, in order',
      errors,
    },
    async (request) => listRejectionReasons(deps, request.locale),
  );

  route(
    app,
    moderationEndpoints.auditLog,
    {
      onRequest: staff,
      tags,
      summary: 'The audit trail, newest first; search by actor, action, subject (read-only)',
      errors,
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listAuditLog(deps, request.query);
    },
  );
};
