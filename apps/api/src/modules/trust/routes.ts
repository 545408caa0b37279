import { trustEndpoints } from '@portal/contract/endpoints/trust';
import { errorResponseSchema } from '@portal/contract/errors';
import type { Role } from '@portal/contract/auth';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, requireRole } from '../../platform/auth/plugin';
import { translate } from '../../platform/messages';
import { route } from '../../platform/route';
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

  route(
    app,
    trustEndpoints.reportsQueue,
    {
      onRequest: staff,
      tags,
      summary: 'Open reports grouped by listing, reported longest ago first, with the author’s record',
      errors,
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listReports(deps, request.query, request.locale);
    },
  );

  route(
    app,
    trustEndpoints.dismissReport,
    {
      onRequest: staff,
      tags,
      summary: 'Dismiss the open reports of a listing (the listing stays as it is)',
      errors,
    },
    async (request) => dismissReports(deps, actorOf(request).id, request.params.id),
  );

  route(
    app,
    trustEndpoints.unpublishReported,
    {
      onRequest: staff,
      tags,
      summary: 'Take a reported listing offline: back to Rejected with a reason, the author is mailed',
      errors,
    },
    async (request) => unpublishListing(deps, actorOf(request).id, request.params.id, request.body),
  );

  route(
    app,
    trustEndpoints.warnReported,
    {
      onRequest: staff,
      tags,
      summary: 'Warn the author of a reported listing (a warning on record and a mail with the reason)',
      errors,
    },
    async (request) => warnAuthor(deps, actorOf(request).id, request.params.id, request.body),
  );

  route(
    app,
    trustEndpoints.suspendReported,
    {
      onRequest: staff,
      tags,
      summary: 'Suspend the author of a reported listing: no sign-in, sessions ended, listings hidden',
      errors,
    },
    async (request) => suspendAuthor(deps, actorOf(request), request.params.id, request.body),
  );

  route(
    app,
    trustEndpoints.bannedWords,
    {
      onRequest: admin,
      tags,
      summary: 'The banned words that flag a listing for review, per language',
      errors,
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listBannedWords(deps, request.query.locale);
    },
  );

  route(
    app,
    trustEndpoints.addBannedWord,
    {
      onRequest: admin,
      tags,
      summary: 'Add a banned word to a language’s list (409 if it is there already)',
      errors,
    },
    async (request, reply) => {
      reply.code(201);
      return addBannedWord(deps, actorOf(request).id, request.body);
    },
  );

  route(
    app,
    trustEndpoints.removeBannedWord,
    {
      onRequest: admin,
      tags,
      summary: 'Remove a banned word',
      errors,
    },
    async (request, reply) => {
      await removeBannedWord(deps, actorOf(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  route(
    app,
    trustEndpoints.adminUsers,
    {
      onRequest: staff,
      tags,
      summary: 'Accounts, newest first; search by name, email, username or phone',
      errors,
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listUsers(deps, request.query);
    },
  );

  route(
    app,
    trustEndpoints.adminUser,
    {
      onRequest: staff,
      tags,
      summary: 'An account with its listings, the reports against them, warnings and sessions',
      errors,
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return getUser(deps, request.params.id);
    },
  );

  route(
    app,
    trustEndpoints.suspendUser,
    {
      onRequest: staff,
      tags,
      summary: 'Suspend an account (not one’s own; a staff account only by an admin)',
      errors,
    },
    async (request) => suspendUser(deps, actorOf(request), request.params.id, request.body.reason),
  );

  route(
    app,
    trustEndpoints.unsuspendUser,
    {
      onRequest: staff,
      tags,
      summary: 'Lift a suspension: the account signs in again and its listings are public again',
      errors,
    },
    async (request) => unsuspendUser(deps, actorOf(request), request.params.id),
  );

  route(
    app,
    trustEndpoints.setUserRole,
    {
      onRequest: admin,
      tags,
      summary: 'Change an account’s role (admins only; not one’s own)',
      errors,
    },
    async (request) => changeUserRole(deps, actorOf(request).id, request.params.id, request.body),
  );

  route(
    app,
    trustEndpoints.resendUserVerification,
    {
      onRequest: staff,
      tags,
      summary: 'Mail a new verification code to an account that has not verified its email',
      errors,
    },
    async (request) => {
      const email = await resendUserVerification(deps, actorOf(request).id, request.params.id);
      return { message: translate(request.locale, 'message.verification_sent_to', { email }) };
    },
  );
};
