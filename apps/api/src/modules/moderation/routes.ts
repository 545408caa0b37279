import { errorResponseSchema } from '@portal/contract/errors';
import {
  adminListingParamsSchema,
  adminListingResponseSchema,
  auditLogQuerySchema,
  auditLogResponseSchema,
  bulkReviewBodySchema,
  bulkReviewResponseSchema,
  claimResponseSchema,
  rejectBodySchema,
  rejectionReasonsResponseSchema,
  reviewDecisionResponseSchema,
  reviewQueueQuerySchema,
  reviewQueueResponseSchema,
} from '@portal/contract/moderation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, requireRole } from '../../platform/auth/plugin';
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

  app.get(
    '/admin/review-queue',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Pending listings, oldest first, with counts per platform and each author’s record',
        querystring: reviewQueueQuerySchema,
        response: { 200: reviewQueueResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listReviewQueue(deps, request.query, request.locale);
    },
  );

  app.get(
    '/admin/listings/:id',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'A listing in any status with every field and photo, its author and any claim',
        params: adminListingParamsSchema,
        response: { 200: adminListingResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return getReviewListing(deps, request.params.id, request.locale);
    },
  );

  app.post(
    '/admin/listings/:id/claim',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Claim a pending listing for 5 minutes (409 while another moderator holds it)',
        params: adminListingParamsSchema,
        response: { 200: claimResponseSchema, ...errors },
      },
    },
    async (request) => claimListing(deps, requireAuth(request).user.id, request.params.id),
  );

  app.post(
    '/admin/listings/:id/approve',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Approve a pending listing: it is published at once and its author is told by mail',
        params: adminListingParamsSchema,
        response: { 200: reviewDecisionResponseSchema, ...errors },
      },
    },
    async (request) => approveListing(deps, requireAuth(request).user.id, request.params.id),
  );

  app.post(
    '/admin/listings/:id/reject',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Reject a pending listing with a preset and/or free-text reason (the author is told)',
        params: adminListingParamsSchema,
        body: rejectBodySchema,
        response: { 200: reviewDecisionResponseSchema, ...errors },
      },
    },
    async (request) => rejectListing(deps, requireAuth(request).user.id, request.params.id, request.body),
  );

  app.post(
    '/admin/listings/bulk',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Approve or reject several pending listings; each item reports its own result',
        body: bulkReviewBodySchema,
        response: { 200: bulkReviewResponseSchema, ...errors },
      },
    },
    async (request) => bulkReviewListings(deps, requireAuth(request).user.id, request.body, request.locale),
  );

  app.get(
    '/admin/rejection-reasons',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'The active preset rejection reasons, in order',
        response: { 200: rejectionReasonsResponseSchema, ...errors },
      },
    },
    async (request) => listRejectionReasons(deps, request.locale),
  );

  app.get(
    '/admin/audit-log',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'The audit trail, newest first; search by actor, action, subject (read-only)',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listAuditLog(deps, request.query);
    },
  );
};
