import { joinRequestsEndpoints } from '@portal/contract/endpoints/join-requests';
import { JOIN_FILES_FIELD, joinRequestFieldsSchema } from '@portal/contract/join-requests';
import { JOIN_FILE_MAX_BYTES, JOIN_REQUEST_LIMITS } from '@portal/contract/join-requests-values';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, requireRole, requireUser, requireVerified } from '../../platform/auth/plugin';
import { AppError, validatorCompiler } from '../../platform/errors';
import { translate } from '../../platform/messages';
import { PRIVATE_FILE_STAFF, privateFileDownload } from '../../platform/private-files';
import { perAccount, routeLimit } from '../../platform/rate-limits';
import { noStore } from '../../platform/http-cache';
import { errorAnswers, route } from '../../platform/route';
import { readMultipartForm } from '../../platform/uploads';
import { decideJoinRequest } from './decide-join-request';
import type { JoinRequestsDeps } from './deps';
import { downloadJoinFile } from './download-join-file';
import { getJoinRequest } from './get-join-request';
import { listJoinRequests } from './list-join-requests';
import { listMyJoinRequests } from './list-my-join-requests';
import { sendJoinRequest } from './send-join-request';

const HOUR = 60 * 60_000;
const errors = errorAnswers(401, 403, 404, 413, 415, 422, 429);
const tags = ['join-requests'];

/** Requests a member may send per hour: a few honest retries, not a flood of files. */
export const JOIN_REQUEST_LIMIT = { max: 5, timeWindow: HOUR };

/**
 * Join requests: sending one (verified address, multipart with its files), the sender's own
 * list, the private files' downloads (sender and staff; 404 to anyone else), and the back
 * office's queue where staff — moderators and admins alike — read and decide.
 */
export const joinRequestRoutes: FastifyPluginAsyncZod<{ deps: JoinRequestsDeps }> = async (app, { deps }) => {
  const staff = { onRequest: requireRole(...PRIVATE_FILE_STAFF), tags, errors };
  const byUser = (max: number, timeWindow: number) => routeLimit(app, { max, timeWindow, key: perAccount });

  route(
    app,
    joinRequestsEndpoints.createJoinRequest,
    {
      onRequest: requireVerified,
      preHandler: [byUser(JOIN_REQUEST_LIMIT.max, JOIN_REQUEST_LIMIT.timeWindow)],
      tags,
      summary: `Send a join request (multipart: the fields, and 1–${JOIN_REQUEST_LIMITS.files.max} files in "${JOIN_FILES_FIELD}")`,
      description: `Files are PDF, DOC, DOCX, JPEG or PNG, told by their content, at most ${JOIN_REQUEST_LIMITS.fileMaxMb} MB each (413 beyond). The visit is on a half hour of the working hours, in the portal's time zone, within the next days.`,
      consumes: ['multipart/form-data'],
      errors,
    },
    async (request, reply) => {
      const sender = requireAuth(request).user;
      const form = await readMultipartForm(request, {
        filesField: JOIN_FILES_FIELD,
        maxFiles: JOIN_REQUEST_LIMITS.files.max,
        maxBytes: JOIN_FILE_MAX_BYTES,
        tooLarge: () =>
          new AppError('payload_too_large', {
            messageKey: 'error.join_file_too_large',
            params: { max: JOIN_REQUEST_LIMITS.fileMaxMb },
          }),
        tooMany: () =>
          new AppError('validation_failed', {
            fieldErrors: { [JOIN_FILES_FIELD]: ['validation.join_files_too_many'] },
          }),
      });
      const parsed = validatorCompiler({ schema: joinRequestFieldsSchema })(form.fields);
      if ('error' in parsed) throw parsed.error;
      const joinRequest = await sendJoinRequest(deps, sender, {
        fields: parsed.value as typeof joinRequestFieldsSchema._zod.output,
        files: form.files,
        locale: request.locale,
      });
      noStore(reply);
      return reply.code(201).send({
        join_request: joinRequest,
        message: translate(request.locale, 'message.join_request_received'),
      });
    },
  );

  route(
    app,
    joinRequestsEndpoints.myJoinRequests,
    { onRequest: requireUser, tags, errors, summary: 'My join requests, newest first, with their files' },
    async (request, reply) => {
      noStore(reply);
      return { data: await listMyJoinRequests(deps.db, requireAuth(request).user.id) };
    },
  );

  route(
    app,
    joinRequestsEndpoints.joinRequestFile,
    {
      onRequest: requireUser,
      preHandler: [byUser(120, HOUR)],
      tags,
      summary:
        'A file of a join request, as an attachment: to its sender and to staff (audited); 404 to others',
      compress: false,
      errors,
    },
    privateFileDownload((reader, id, fileId) => downloadJoinFile(deps, reader, id, fileId)),
  );

  route(
    app,
    joinRequestsEndpoints.adminJoinRequests,
    { ...staff, summary: 'The queue of join requests, oldest first, by state' },
    async (request, reply) => {
      noStore(reply);
      return listJoinRequests(deps.db, request.query);
    },
  );

  route(
    app,
    joinRequestsEndpoints.adminJoinRequest,
    { ...staff, summary: 'One join request with its sender and files' },
    async (request, reply) => {
      noStore(reply);
      return { join_request: await getJoinRequest(deps.db, request.params.id) };
    },
  );

  route(
    app,
    joinRequestsEndpoints.decideJoinRequest,
    {
      ...staff,
      summary:
        'Move a join request on (under review, invited, declined); the reply is mailed in the sender’s language',
    },
    async (request) => ({
      join_request: await decideJoinRequest(
        deps,
        requireAuth(request).user.id,
        request.params.id,
        request.body,
      ),
    }),
  );
};
