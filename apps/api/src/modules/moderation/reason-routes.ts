import { moderationEndpoints } from '@portal/contract/endpoints/moderation';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, requireRole } from '../../platform/auth/plugin';
import { errorAnswers, route } from '../../platform/route';
import { createRejectionReason } from './create-rejection-reason';
import { deleteRejectionReason } from './delete-rejection-reason';
import type { ModerationDeps } from './deps';
import { listAdminRejectionReasons } from './list-admin-rejection-reasons';
import { reorderRejectionReasons } from './reorder-rejection-reasons';
import { updateRejectionReason } from './update-rejection-reason';

const errors = errorAnswers(401, 403, 404, 409, 422);

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
  // A route's guard, tag and error answers; each route adds its summary.
  const adminOnly = { onRequest: admin, tags, errors };
  const actorId = (request: FastifyRequest) => requireAuth(request).user.id;

  route(
    app,
    moderationEndpoints.allRejectionReasons,
    {
      ...adminOnly,
      summary: 'Every preset rejection reason, inactive ones too, in order, with its three texts',
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listAdminRejectionReasons(deps);
    },
  );

  route(
    app,
    moderationEndpoints.createRejectionReason,
    { ...adminOnly, summary: 'Add a preset rejection reason in ar, fr and en, after the others' },
    async (request, reply) => {
      const reason = await createRejectionReason(deps, actorId(request), request.body);
      return reply.code(201).send({ reason });
    },
  );

  route(
    app,
    moderationEndpoints.reorderRejectionReasons,
    { ...adminOnly, summary: 'Put every preset in a new order (409 if the list is stale)' },
    async (request, reply) => {
      await reorderRejectionReasons(deps, actorId(request), request.body);
      return reply.code(204).send(null);
    },
  );

  route(
    app,
    moderationEndpoints.updateRejectionReason,
    { ...adminOnly, summary: "Change a preset's texts or switch it on or off" },
    async (request) => ({
      reason: await updateRejectionReason(deps, actorId(request), request.params.id, request.body),
    }),
  );

  route(
    app,
    moderationEndpoints.deleteRejectionReason,
    { ...adminOnly, summary: 'Delete a preset (listings rejected with it keep their text)' },
    async (request, reply) => {
      await deleteRejectionReason(deps, actorId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
