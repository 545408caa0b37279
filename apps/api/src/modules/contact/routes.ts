import { CONTACT_MESSAGES_PER_HOUR } from '@portal/contract/contact-values';
import { contactEndpoints } from '@portal/contract/endpoints/contact';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, requireRole } from '../../platform/auth/plugin';
import { verifyCaptcha } from '../../platform/captcha';
import { translate } from '../../platform/messages';
import { routeLimit } from '../../platform/rate-limits';
import { errorAnswers, route } from '../../platform/route';
import type { ContactDeps } from './deps';
import { getThread } from './get-thread';
import { listThreads } from './list-threads';
import { replyThread } from './reply-thread';
import { sendMessage } from './send-message';
import { setState } from './set-thread-state';

const HOUR = 60 * 60_000;
const errors = errorAnswers(401, 403, 404, 422, 429);
const tags = ['contact'];

/** Messages per client address and hour, and per account and hour. */
export const CONTACT_LIMIT = { max: CONTACT_MESSAGES_PER_HOUR, timeWindow: HOUR };

const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

/**
 * The contact page's form (visitors and members) and the staff's inbox. Moderators and admins
 * alike read, answer, close and reopen threads: answering the public is everyday staff work.
 */
export const contactRoutes: FastifyPluginAsyncZod<{ deps: ContactDeps }> = async (app, { deps }) => {
  const perIp = routeLimit(app, CONTACT_LIMIT);
  // A member counts against their account wherever they write from; a visitor only by address.
  const perAccount = routeLimit(app, {
    ...CONTACT_LIMIT,
    key: (request) => (request.auth ? `user:${request.auth.user.id}` : 'visitor'),
  });
  const staff = { onRequest: requireRole('moderator', 'admin'), tags, errors };

  route(
    app,
    contactEndpoints.sendContactMessage,
    {
      preHandler: [
        perIp,
        async (request) => {
          if (request.auth) await perAccount(request);
        },
      ],
      tags,
      summary: 'Write to the agency from the contact page; the sender gets a copy by mail',
      description:
        'A visitor gives a name and an address (a phone optionally) and solves the captcha when one is configured; a member is known by their account.',
      errors,
    },
    async (request, reply) => {
      noStore(reply);
      if (!request.auth) await verifyCaptcha(deps.config, request.body.captcha_token, request.ip);
      await sendMessage(deps, {
        member: request.auth?.user ?? null,
        body: request.body,
        locale: request.locale,
      });
      return reply.code(201).send({ message: translate(request.locale, 'message.contact_sent') });
    },
  );

  route(
    app,
    contactEndpoints.listContactThreads,
    { ...staff, summary: 'The contact inbox, newest first, by state and words' },
    async (request, reply) => {
      noStore(reply);
      return listThreads(deps, request.query);
    },
  );

  route(
    app,
    contactEndpoints.getContactThread,
    { ...staff, summary: 'One thread of the contact inbox with its messages' },
    async (request, reply) => {
      noStore(reply);
      return { thread: await getThread(deps, request.params.id) };
    },
  );

  route(
    app,
    contactEndpoints.replyContactThread,
    {
      ...staff,
      summary: 'Answer a thread: kept in it and mailed to the sender in their language, quoting them',
    },
    async (request) => ({
      thread: await replyThread(deps, requireAuth(request).user.id, {
        id: request.params.id,
        body: request.body.body,
      }),
    }),
  );

  route(
    app,
    contactEndpoints.setContactThreadState,
    { ...staff, summary: 'Close a thread, or reopen it' },
    async (request) => ({
      thread: await setState(deps, requireAuth(request).user.id, {
        id: request.params.id,
        state: request.body.state,
      }),
    }),
  );
};
