import { contentAdminEndpoints } from '@portal/contract/endpoints/content-admin';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, requireRole } from '../../platform/auth/plugin';
import { routeLimit } from '../../platform/rate-limits';
import { errorAnswers, route } from '../../platform/route';
import { readUpload } from '../../platform/uploads';
import { createContent } from './create-content';
import { deleteContent } from './delete-content';
import type { ContentDeps } from './deps';
import { getAdminContent } from './get-admin-content';
import { listAdminContent } from './list-admin-content';
import { previewContent } from './preview-content';
import { reorderContent } from './reorder-content';
import { updateContent } from './update-content';
import {
  CONTENT_FILE_FIELD,
  CONTENT_FILE_MAX_BYTES,
  contentFileTooLarge,
  uploadContentFile,
} from './upload-content-file';

const errors = errorAnswers(401, 403, 404, 409, 413, 415, 422, 429);

const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

/**
 * The CMS in the back office: moderators read (and preview), admins write, as for the catalog
 * and the settings. Roles are checked onRequest, before any body is read; every write has its
 * audit entry in its transaction. Public answers follow at once (routes.ts: revalidated at
 * each use, nothing kept in the process).
 */
export const contentAdminRoutes: FastifyPluginAsyncZod<{ deps: ContentDeps }> = async (app, { deps }) => {
  const tags = ['content-admin'];
  const staffOnly = { onRequest: requireRole('moderator', 'admin'), tags, errors };
  const adminOnly = { onRequest: requireRole('admin'), tags, errors };
  const actorId = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user.id;

  route(
    app,
    contentAdminEndpoints.listAdminContent,
    { ...staffOnly, summary: "A kind's items in every state (or one), in order, searchable" },
    async (request, reply) => {
      noStore(reply);
      return listAdminContent(deps.db, request.params.kind, request.query);
    },
  );

  route(
    app,
    contentAdminEndpoints.getAdminContent,
    { ...staffOnly, summary: 'One item as staff edit it: every translation, its files, its state' },
    async (request, reply) => {
      noStore(reply);
      return { item: await getAdminContent(deps.db, request.params.id) };
    },
  );

  route(
    app,
    contentAdminEndpoints.createContent,
    {
      ...adminOnly,
      summary:
        'Add an item of a kind (details of that kind; bodies sanitized; slug from the title when absent)',
    },
    async (request, reply) => {
      const item = await createContent(deps, actorId(request), request.params.kind, request.body);
      return reply.code(201).send({ item });
    },
  );

  route(
    app,
    contentAdminEndpoints.updateContent,
    { ...adminOnly, summary: 'Replace an item (its kind stays); audited with the fields that changed' },
    async (request) => ({
      item: await updateContent(deps, actorId(request), request.params.id, request.body),
    }),
  );

  route(
    app,
    contentAdminEndpoints.deleteContent,
    { ...adminOnly, summary: 'Delete an item (its files stay)' },
    async (request, reply) => {
      await deleteContent(deps, actorId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  route(
    app,
    contentAdminEndpoints.reorderContent,
    { ...adminOnly, summary: 'Put every item of a kind in a new order (409 if the list is stale)' },
    async (request, reply) => {
      await reorderContent(deps, actorId(request), request.params.kind, request.body.ids);
      return reply.code(204).send(null);
    },
  );

  route(
    app,
    contentAdminEndpoints.uploadContentFile,
    {
      ...adminOnly,
      preHandler: [
        routeLimit(app, { max: 120, timeWindow: 60 * 60_000, key: (r) => `user:${r.auth?.user.id ?? 0}` }),
      ],
      summary: `Upload a file (multipart field "${CONTENT_FILE_FIELD}"): image, audio, video or PDF, by content`,
      description:
        'Images are re-encoded in three WebP widths without metadata; audio, video and PDF are kept as sent. Sizes per CONTENT_FILE_MAX_MB (megabytes of 1,000,000 bytes): 413 beyond.',
      consumes: ['multipart/form-data'],
    },
    async (request, reply) => {
      const upload = await readUpload(request, {
        field: CONTENT_FILE_FIELD,
        maxBytes: CONTENT_FILE_MAX_BYTES,
        tooLarge: () => contentFileTooLarge(CONTENT_FILE_MAX_BYTES / 1_000_000),
      });
      const file = await uploadContentFile(deps, actorId(request), upload);
      return reply.code(201).send({ file });
    },
  );

  route(
    app,
    contentAdminEndpoints.previewContent,
    { ...staffOnly, summary: 'A body as visitors will get it (the sanitizer’s output)' },
    async (request, reply) => {
      noStore(reply);
      return previewContent(request.body.body);
    },
  );
};
