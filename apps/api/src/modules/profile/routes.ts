import { profileEndpoints } from '@portal/contract/endpoints/profile';
import type {} from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, requireRecentPassword, requireUser } from '../../platform/auth/plugin';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/messages';
import type { Storage } from '../../platform/storage';
import { readUploadedFile } from '../../platform/uploads';
import { routeLimit } from '../../platform/rate-limits';
import { errorAnswers, route } from '../../platform/route';
import { toPublicUser, type AccountDeps } from '../auth/service';
import {
  changePassword,
  confirmEmailChange,
  deleteAccount,
  exportAccountData,
  removeAvatar,
  requestEmailChange,
  setAvatar,
  updateProfile,
} from './profile';

const errors = errorAnswers(401, 403, 413, 422, 423, 429);
// Access checks run onRequest: a visitor gets 401 (and a stale confirmation 423) before any
// body is read or validated, so refused calls learn nothing about the schema.
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export const profileRoutes: FastifyPluginAsyncZod<{ deps: AccountDeps; storage: Storage }> = async (
  app,
  { deps, storage },
) => {
  const sensitive = [requireUser, requireRecentPassword];

  route(
    app,
    profileEndpoints.updateProfile,
    {
      onRequest: requireUser,
      tags: ['profile'],
      summary: 'Update names, phone, birthdate and language',
      errors,
    },
    async (request) => ({
      user: toPublicUser(await updateProfile(deps, requireAuth(request), request.body)),
    }),
  );

  route(
    app,
    profileEndpoints.updatePassword,
    {
      onRequest: sensitive,
      preHandler: [routeLimit(app, { max: 10, timeWindow: 60_000 })],
      tags: ['profile'],
      summary: 'Change the password (needs a recent password confirmation; signs other devices out)',
      errors,
    },
    async (request) => {
      await changePassword(
        deps,
        requireAuth(request),
        request.body.current_password,
        request.body.new_password,
      );
      return { message: translate(request.locale, 'message.password_updated') };
    },
  );

  route(
    app,
    profileEndpoints.updateEmail,
    {
      onRequest: sensitive,
      preHandler: [routeLimit(app, { max: 5, timeWindow: 10 * 60_000 })],
      tags: ['profile'],
      summary: 'Start an email change: the new address receives a code',
      errors,
    },
    async (request) => {
      await requestEmailChange(deps, requireAuth(request), request.body.email);
      return { message: translate(request.locale, 'message.email_change_sent') };
    },
  );

  route(
    app,
    profileEndpoints.confirmEmailChange,
    {
      onRequest: requireUser,
      preHandler: [routeLimit(app, { max: 20, timeWindow: 60_000 })],
      tags: ['profile'],
      summary: 'Finish an email change with the code sent to the new address',
      errors,
    },
    async (request) => ({
      user: toPublicUser(await confirmEmailChange(deps, requireAuth(request), request.body.code)),
    }),
  );

  route(
    app,
    profileEndpoints.uploadAvatar,
    {
      onRequest: requireUser,
      preHandler: [routeLimit(app, { max: 20, timeWindow: 60_000 })],
      tags: ['profile'],
      summary: 'Upload an avatar (multipart field "avatar"; JPEG, PNG or WebP up to 5 MB)',
      consumes: ['multipart/form-data'],
      errors,
    },
    async (request) => {
      const data = await readUploadedFile(request, { field: 'avatar', maxBytes: AVATAR_MAX_BYTES });
      return { user: toPublicUser(await setAvatar(deps, storage, requireAuth(request), data)) };
    },
  );

  route(
    app,
    profileEndpoints.removeAvatar,
    {
      onRequest: requireUser,
      tags: ['profile'],
      summary: 'Remove the avatar',
      errors,
    },
    async (request) => ({ user: toPublicUser(await removeAvatar(deps, storage, requireAuth(request))) }),
  );

  route(
    app,
    profileEndpoints.deleteAccount,
    {
      onRequest: sensitive,
      tags: ['profile'],
      summary: 'Delete the account (needs a recent password confirmation)',
      errors,
    },
    async (request) => {
      await deleteAccount(deps, storage, requireAuth(request));
      return { message: translate(request.locale, 'message.account_deleted') };
    },
  );

  route(
    app,
    profileEndpoints.exportAccount,
    {
      onRequest: requireUser,
      preHandler: [routeLimit(app, { max: 10, timeWindow: 60_000 })],
      tags: ['profile'],
      summary: 'Download my data (JSON file)',
    },
    async (request, reply) => {
      const data = await exportAccountData(deps, requireAuth(request));
      return reply
        .header('Content-Disposition', 'attachment; filename="my-data.json"')
        .header('Cache-Control', 'no-store')
        .type('application/json')
        .send(JSON.stringify(data, null, 2));
    },
  );

  route(
    app,
    profileEndpoints.avatarImage,
    {
      tags: ['profile'],
      summary: 'An avatar image (public: shown beside the owner’s ads)',
    },
    async (request, reply) => {
      const found = await storage.open(`avatars/${request.params.file}`);
      if (!found) throw new AppError('not_found');
      return reply
        .type('image/webp')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Length', found.size)
        .send(found.stream);
    },
  );
};
