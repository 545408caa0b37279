import { errorResponseSchema } from '@portal/contract/errors';
import {
  adminRejectionReasonResponseSchema,
  adminRejectionReasonsResponseSchema,
  rejectionReasonCreateBodySchema,
  rejectionReasonOrderBodySchema,
  rejectionReasonParamsSchema,
  rejectionReasonUpdateBodySchema,
} from '@portal/contract/settings-admin';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, requireRole } from '../../platform/auth/plugin';
import { createRejectionReason } from './create-rejection-reason';
import { deleteRejectionReason } from './delete-rejection-reason';
import type { ModerationDeps } from './deps';
import { listAdminRejectionReasons } from './list-admin-rejection-reasons';
import { reorderRejectionReasons } from './reorder-rejection-reasons';
import { updateRejectionReason } from './update-rejection-reason';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};
const noContent = z.null().describe('Done');

/**
 * The rejection presets' management (a moderator rejects with a reason chosen from them), admins
 * only; moderators read the active ones with GET /admin/rejection-reasons (routes.ts) for the
 * reject dialog, which shows a change at once. Every write has its audit entry.
 */
export const rejectionReasonAdminRoutes: FastifyPluginAsyncZod<{ deps: Pick<ModerationDeps, 'db'> }> = async (
  app,
  { deps },
) => {
  const admin = requireRole('admin');
  const tags = ['moderation'];
  const actorId = (request: FastifyRequest) => requireAuth(request).user.id;

  app.get(
    '/admin/rejection-reasons/all',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Every preset rejection reason, inactive ones too, in order, with its three texts',
        response: { 200: adminRejectionReasonsResponseSchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listAdminRejectionReasons(deps);
    },
  );

  app.post(
    '/admin/rejection-reasons',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Add a preset rejection reason in ar, fr and en, after the others',
        body: rejectionReasonCreateBodySchema,
        response: { 201: adminRejectionReasonResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const reason = await createRejectionReason(deps, actorId(request), request.body);
      return reply.code(201).send({ reason });
    },
  );

  app.put(
    '/admin/rejection-reasons/order',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Put every preset in a new order (409 if the list is stale)',
        body: rejectionReasonOrderBodySchema,
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      await reorderRejectionReasons(deps, actorId(request), request.body);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/admin/rejection-reasons/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: "Change a preset's texts or switch it on or off",
        params: rejectionReasonParamsSchema,
        body: rejectionReasonUpdateBodySchema,
        response: { 200: adminRejectionReasonResponseSchema, ...errors },
      },
    },
    async (request) => ({
      reason: await updateRejectionReason(deps, actorId(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/admin/rejection-reasons/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Delete a preset (listings rejected with it keep their text)',
        params: rejectionReasonParamsSchema,
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      await deleteRejectionReason(deps, actorId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
