import { messagesEndpoints } from '@portal/contract/endpoints/messages';
import {
  CONVERSATIONS_PER_HOUR,
  MESSAGES_PER_HOUR,
  MESSAGES_PER_MINUTE,
} from '@portal/contract/messages-values';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  requireAuth,
  requireRole,
  requireUser,
  requireUserByCookie,
  requireVerified,
} from '../../platform/auth/plugin';
import { translate } from '../../platform/messages';
import { perAccount, routeLimit } from '../../platform/rate-limits';
import { errorAnswers, route } from '../../platform/route';
import { setBlock } from './block';
import type { MessagesDeps } from './deps';
import { getConversation } from './get-conversation';
import { listConversations, unreadCount } from './list-conversations';
import { markRead } from './mark-read';
import { reportConversation } from './report-conversation';
import { sendMessage, sendPhoto, startConversation } from './send-message';
import { openMessagePhoto, sendMessagePhoto } from './photo';
import { readUploadedFile } from '../../platform/uploads';
import { PRIVATE_FILE_STAFF } from '../../platform/private-files';
import { readReportedConversation } from './staff';

const errors = errorAnswers(401, 403, 404, 409, 422, 429);
const tags = ['messages'];

/** Reports of conversations per account and hour, as for listings. */
const REPORT_LIMIT = { max: 10, timeWindow: 60 * 60_000 };

/** The largest photo a message takes (the upload plugin's own limit). */
const MESSAGE_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Messages between members (docs/decisions/048): writing needs a verified address; reading a
 * conversation is for its two participants only (404 for anyone else), and for staff through
 * the back office while a report of it is open, each reading audited.
 */
export const messageRoutes: FastifyPluginAsyncZod<{ deps: MessagesDeps }> = async (app, { deps }) => {
  // Every message an account sends counts against the same limits, whichever route it takes.
  const sending = [
    routeLimit(app, { max: MESSAGES_PER_MINUTE, timeWindow: 60_000, key: perAccount, scope: 'messages' }),
    routeLimit(app, { max: MESSAGES_PER_HOUR, timeWindow: 60 * 60_000, key: perAccount, scope: 'messages' }),
  ];
  const staff = { onRequest: requireRole('moderator', 'admin'), tags, errors };
  // An <img> sends cookies, not headers.
  const signedInByCookie = requireUserByCookie(deps.db);

  route(
    app,
    messagesEndpoints.startConversation,
    {
      onRequest: requireVerified,
      preHandler: [
        routeLimit(app, { max: CONVERSATIONS_PER_HOUR, timeWindow: 60 * 60_000, key: perAccount }),
        ...sending,
      ],
      tags,
      summary: "Write to a listing's seller (the conversation about it, new or not)",
      errors,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await startConversation(deps, requireAuth(request).user.id, request.params.id, request.body)),
  );

  route(
    app,
    messagesEndpoints.listConversations,
    { onRequest: requireUser, tags, summary: 'My conversations, the latest message first', errors },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listConversations(deps, requireAuth(request).user.id, request.query);
    },
  );

  route(
    app,
    messagesEndpoints.unreadConversations,
    { onRequest: requireUser, tags, summary: 'How many messages to me I have not seen', errors },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return unreadCount(deps, requireAuth(request).user.id);
    },
  );

  route(
    app,
    messagesEndpoints.getConversation,
    { onRequest: requireUser, tags, summary: 'One of my conversations with its messages', errors },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return {
        conversation: await getConversation(
          deps,
          requireAuth(request).user.id,
          request.params.id,
          request.locale,
        ),
      };
    },
  );

  route(
    app,
    messagesEndpoints.sendConversationMessage,
    {
      onRequest: requireVerified,
      preHandler: sending,
      tags,
      summary: 'Answer in one of my conversations',
      errors,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await sendMessage(deps, requireAuth(request).user.id, request.params.id, request.body)),
  );

  route(
    app,
    messagesEndpoints.sendConversationPhoto,
    {
      onRequest: requireVerified,
      preHandler: sending,
      tags,
      summary: 'Send a photo in one of my conversations (multipart field "photo"; JPEG, PNG or WebP)',
      description: 'Re-encoded to WebP without metadata; larger than 10 MB: 413.',
      consumes: ['multipart/form-data'],
      errors: errorAnswers(401, 403, 404, 413, 415, 422, 429),
    },
    async (request, reply) => {
      const data = await readUploadedFile(request, { field: 'photo', maxBytes: MESSAGE_PHOTO_MAX_BYTES });
      return reply
        .code(201)
        .send(await sendPhoto(deps, requireAuth(request).user.id, request.params.id, data));
    },
  );

  route(
    app,
    messagesEndpoints.conversationPhoto,
    {
      onRequest: signedInByCookie,
      tags,
      summary: 'A photo sent in a conversation (its two participants; staff while it is reported)',
      errors,
    },
    async (request, reply) => {
      const user = requireAuth(request).user;
      const opened = await openMessagePhoto(
        deps,
        { id: user.id, staff: PRIVATE_FILE_STAFF.includes(user.role as never) },
        request.params.id,
        request.params.messageId,
      );
      return sendMessagePhoto(reply, opened);
    },
  );

  // A member's acts on one of their conversations that have nothing to answer (204).
  const acts = [
    [
      messagesEndpoints.markConversationRead,
      'I have seen the messages to me (read receipts)',
      (userId: number, id: number) => markRead(deps, userId, id),
    ],
    [
      messagesEndpoints.blockConversation,
      'Block the other person: no more messages either way',
      (userId: number, id: number) => setBlock(deps, userId, id, true),
    ],
    [
      messagesEndpoints.unblockConversation,
      'Unblock the other person',
      (userId: number, id: number) => setBlock(deps, userId, id, false),
    ],
  ] as const;
  for (const [endpoint, summary, act] of acts) {
    route(app, endpoint, { onRequest: requireUser, tags, summary, errors }, async (request, reply) => {
      await act(requireAuth(request).user.id, request.params.id);
      return reply.code(204).send(null);
    });
  }

  route(
    app,
    messagesEndpoints.reportConversation,
    {
      onRequest: requireUser,
      preHandler: [routeLimit(app, { ...REPORT_LIMIT, key: perAccount })],
      tags,
      summary: 'Report a conversation to the moderators, its messages as evidence',
      errors,
    },
    async (request, reply) => {
      await reportConversation(deps, requireAuth(request).user.id, request.params.id, request.body);
      return reply.code(201).send({ message: translate(request.locale, 'message.report_received') });
    },
  );

  route(
    app,
    messagesEndpoints.readReportedConversation,
    {
      ...staff,
      summary:
        'Read a reported or flagged conversation, the evidence of its reports queue item (staff; audited)',
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return {
        conversation: await readReportedConversation(deps, requireAuth(request).user.id, request.params.id),
      };
    },
  );
};
