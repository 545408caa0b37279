import type { Endpoint, EndpointName } from '@portal/contract/endpoints';
import { trustEndpoints } from '@portal/contract/endpoints/trust';
import type { Role } from '@portal/contract/auth';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, requireRole } from '../../platform/auth/plugin';
import { translate } from '../../platform/messages';
import { errorAnswers, route, type RouteHandler } from '../../platform/route';
import { addBannedWord, listBannedWords, removeBannedWord } from './banned-words';
import { changeUserRole } from './change-user-role';
import {
  dismissConversationReports,
  suspendConversationPerson,
  warnConversationPerson,
} from './conversation-reports';
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

const errors = errorAnswers(401, 403, 404, 409, 422, 429);

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
  // A route's guard, tag and error answers; each route adds its summary.
  const staffOnly = { onRequest: staff, tags, errors };
  const adminOnly = { onRequest: admin, tags, errors };

  route(
    app,
    trustEndpoints.reportsQueue,
    {
      ...staffOnly,
      summary:
        'Open reports grouped by listing and by conversation, reported longest ago first, with the people’s records',
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listReports(deps, request.query, request.locale);
    },
  );

  /**
   * An action on an item of the reports queue, a reported listing or conversation (by its id):
   * staff only; each closes the item's open reports in one transaction with its audit entry.
   */
  function reportAction<N extends EndpointName>(
    endpoint: Endpoint<N>,
    summary: string,
    act: (
      actor: Actor,
      ...handler: Parameters<RouteHandler<N, typeof errors>>
    ) => ReturnType<RouteHandler<N, typeof errors>>,
  ) {
    route(app, endpoint, { ...staffOnly, summary }, (request, reply) =>
      act(actorOf(request), request, reply),
    );
  }

  reportAction(
    trustEndpoints.dismissReport,
    'Dismiss the open reports of a listing (the listing stays as it is)',
    (actor, { params }) => dismissReports(deps, actor.id, params.id),
  );
  reportAction(
    trustEndpoints.unpublishReported,
    'Take a reported listing offline: back to Rejected with a reason, the author is mailed',
    (actor, { params, body }) => unpublishListing(deps, actor.id, params.id, body),
  );
  reportAction(
    trustEndpoints.warnReported,
    'Warn the author of a reported listing (a warning on record and a mail with the reason)',
    (actor, { params, body }) => warnAuthor(deps, actor.id, params.id, body),
  );
  reportAction(
    trustEndpoints.suspendReported,
    'Suspend the author of a reported listing: no sign-in, sessions ended, listings hidden',
    (actor, { params, body }) => suspendAuthor(deps, actor, params.id, body),
  );
  reportAction(
    trustEndpoints.dismissConversationReport,
    'Dismiss the open reports of a conversation (members’ and flagged messages’)',
    (actor, { params }) => dismissConversationReports(deps, actor.id, params.id),
  );
  reportAction(
    trustEndpoints.warnConversationPerson,
    'Warn one of the two people of a reported conversation (a warning on record and a mail)',
    (actor, { params, body }) => warnConversationPerson(deps, actor.id, params.id, body),
  );
  reportAction(
    trustEndpoints.suspendConversationPerson,
    'Suspend one of the two people of a reported conversation: no sign-in, sessions ended',
    (actor, { params, body }) => suspendConversationPerson(deps, actor, params.id, body),
  );

  route(
    app,
    trustEndpoints.bannedWords,
    { ...adminOnly, summary: 'The banned words that flag a listing for review, per language' },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listBannedWords(deps, request.query.locale);
    },
  );

  route(
    app,
    trustEndpoints.addBannedWord,
    { ...adminOnly, summary: 'Add a banned word to a language’s list (409 if it is there already)' },
    async (request, reply) => {
      reply.code(201);
      return addBannedWord(deps, actorOf(request).id, request.body);
    },
  );

  route(
    app,
    trustEndpoints.removeBannedWord,
    { ...adminOnly, summary: 'Remove a banned word' },
    async (request, reply) => {
      await removeBannedWord(deps, actorOf(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  route(
    app,
    trustEndpoints.adminUsers,
    { ...staffOnly, summary: 'Accounts, newest first; search by name, email, username or phone' },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listUsers(deps, request.query);
    },
  );

  route(
    app,
    trustEndpoints.adminUser,
    {
      ...staffOnly,
      summary: 'An account with its listings, the reports against them, warnings and sessions',
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return getUser(deps, request.params.id);
    },
  );

  route(
    app,
    trustEndpoints.suspendUser,
    { ...staffOnly, summary: 'Suspend an account (not one’s own; a staff account only by an admin)' },
    async (request) => suspendUser(deps, actorOf(request), request.params.id, request.body.reason),
  );

  route(
    app,
    trustEndpoints.unsuspendUser,
    {
      ...staffOnly,
      summary: 'Lift a suspension: the account signs in again and its listings are public again',
    },
    async (request) => unsuspendUser(deps, actorOf(request), request.params.id),
  );

  route(
    app,
    trustEndpoints.setUserRole,
    { ...adminOnly, summary: 'Change an account’s role (admins only; not one’s own)' },
    async (request) => changeUserRole(deps, actorOf(request).id, request.params.id, request.body),
  );

  route(
    app,
    trustEndpoints.resendUserVerification,
    { ...staffOnly, summary: 'Mail a new verification code to an account that has not verified its email' },
    async (request) => {
      const email = await resendUserVerification(deps, actorOf(request).id, request.params.id);
      return { message: translate(request.locale, 'message.verification_sent_to', { email }) };
    },
  );
};
