import { messageResponseSchema } from '@portal/contract/auth';
import { errorResponseSchema } from '@portal/contract/errors';
import type { Role } from '@portal/contract/auth';
import {
  adminUserActionResponseSchema,
  adminUserDetailSchema,
  adminUserParamsSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  bannedWordBodySchema,
  bannedWordParamsSchema,
  bannedWordSchema,
  bannedWordsQuerySchema,
  bannedWordsResponseSchema,
  reportActionResponseSchema,
  reportListingParamsSchema,
  reportsQueueQuerySchema,
  reportsQueueResponseSchema,
  suspendBodySchema,
  unpublishBodySchema,
  userRoleBodySchema,
  warnBodySchema,
} from '@portal/contract/trust';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, requireRole } from '../../platform/auth/plugin';
import { translate } from '../../platform/messages';
import { addBannedWord, listBannedWords, removeBannedWord } from './banned-words';
import { changeUserRole } from './change-user-role';
import type { TrustDeps } from './deps';
import { dismissReports } from './dismiss-reports';
import { getUser } from './get-user';
import { listReports } from './list-reports';
import { listUsers } from './list-users';
import { resendUserVerification } from './resend-user-verification';
import { suspendAuthor } from './suspend-author';
import { suspendUser, unsuspendUser, type Actor } from './suspend-user';
import { unpublishListing } from './unpublish-listing';
import { warnAuthor } from './warn-author';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

function actorOf(request: FastifyRequest): Actor {
  const { user } = requireAuth(request);
  return { id: user.id, role: user.role as Role };
}

/**
 * Reports and trust, and the users' management. Moderators and admins, except the
 * banned-word list and users' roles, which are admins' (roles checked onRequest, before any
 * body is read: a visitor gets 401, a user 403, a moderator 403 on admin-only routes).
 */
export const trustRoutes: FastifyPluginAsyncZod<{ deps: TrustDeps }> = async (app, { deps }) => {
  const staff = requireRole('moderator', 'admin');
  const admin = requireRole('admin');
  const tags = ['trust'];

  app.get(
    '/admin/reports',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Open reports grouped by listing, reported longest ago first, with the author’s record',
        querystring: reportsQueueQuerySchema,
        response: { 200: reportsQueueResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listReports(deps, request.query, request.locale);
    },
  );

  const reportAction = {
    onRequest: staff,
    params: reportListingParamsSchema,
    response: { 200: reportActionResponseSchema, ...errors },
  };

  app.post(
    '/admin/reports/:id/dismiss',
    {
      onRequest: reportAction.onRequest,
      schema: {
        tags,
        summary: 'Dismiss the open reports of a listing (the listing stays as it is)',
        params: reportAction.params,
        response: reportAction.response,
      },
    },
    async (request) => dismissReports(deps, actorOf(request).id, request.params.id),
  );

  app.post(
    '/admin/reports/:id/unpublish',
    {
      onRequest: reportAction.onRequest,
      schema: {
        tags,
        summary: 'Take a reported listing offline: back to Rejected with a reason, the author is mailed',
        params: reportAction.params,
        body: unpublishBodySchema,
        response: reportAction.response,
      },
    },
    async (request) => unpublishListing(deps, actorOf(request).id, request.params.id, request.body),
  );

  app.post(
    '/admin/reports/:id/warn',
    {
      onRequest: reportAction.onRequest,
      schema: {
        tags,
        summary: 'Warn the author of a reported listing (a warning on record and a mail with the reason)',
        params: reportAction.params,
        body: warnBodySchema,
        response: reportAction.response,
      },
    },
    async (request) => warnAuthor(deps, actorOf(request).id, request.params.id, request.body),
  );

  app.post(
    '/admin/reports/:id/suspend',
    {
      onRequest: reportAction.onRequest,
      schema: {
        tags,
        summary: 'Suspend the author of a reported listing: no sign-in, sessions ended, listings hidden',
        params: reportAction.params,
        body: suspendBodySchema,
        response: reportAction.response,
      },
    },
    async (request) => suspendAuthor(deps, actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/admin/banned-words',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'The banned words that flag a listing for review, per language',
        querystring: bannedWordsQuerySchema,
        response: { 200: bannedWordsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listBannedWords(deps, request.query.locale);
    },
  );

  app.post(
    '/admin/banned-words',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Add a banned word to a language’s list (409 if it is there already)',
        body: bannedWordBodySchema,
        response: { 201: bannedWordSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return addBannedWord(deps, actorOf(request).id, request.body);
    },
  );

  app.delete(
    '/admin/banned-words/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Remove a banned word',
        params: bannedWordParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeBannedWord(deps, actorOf(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/users',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Accounts, newest first; search by name, email, username or phone',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listUsers(deps, request.query);
    },
  );

  app.get(
    '/admin/users/:id',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'An account with its listings, the reports against them, warnings and sessions',
        params: adminUserParamsSchema,
        response: { 200: adminUserDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return getUser(deps, request.params.id);
    },
  );

  app.post(
    '/admin/users/:id/suspend',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Suspend an account (not one’s own; a staff account only by an admin)',
        params: adminUserParamsSchema,
        body: suspendBodySchema,
        response: { 200: adminUserActionResponseSchema, ...errors },
      },
    },
    async (request) => suspendUser(deps, actorOf(request), request.params.id, request.body.reason),
  );

  app.post(
    '/admin/users/:id/unsuspend',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Lift a suspension: the account signs in again and its listings are public again',
        params: adminUserParamsSchema,
        response: { 200: adminUserActionResponseSchema, ...errors },
      },
    },
    async (request) => unsuspendUser(deps, actorOf(request), request.params.id),
  );

  app.put(
    '/admin/users/:id/role',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Change an account’s role (admins only; not one’s own)',
        params: adminUserParamsSchema,
        body: userRoleBodySchema,
        response: { 200: adminUserActionResponseSchema, ...errors },
      },
    },
    async (request) => changeUserRole(deps, actorOf(request).id, request.params.id, request.body),
  );

  app.post(
    '/admin/users/:id/resend-verification',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Mail a new verification code to an account that has not verified its email',
        params: adminUserParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const email = await resendUserVerification(deps, actorOf(request).id, request.params.id);
      return { message: translate(request.locale, 'message.verification_sent_to', { email }) };
    },
  );
};
