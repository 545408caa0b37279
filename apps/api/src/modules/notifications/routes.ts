import { notificationsEndpoints } from '@portal/contract/endpoints/notifications';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, requireUser, requireUserByCookie } from '../../platform/auth/plugin';
import type { LiveHub } from '../../platform/live-events';
import { routeLimit } from '../../platform/rate-limits';
import { errorAnswers, route } from '../../platform/route';
import type { NotificationsDeps } from './deps';
import { listNotifications } from './list-notifications';
import { markAllNotificationsRead, markNotificationRead } from './mark-read';
import { getPreferences, setPreferences } from './preferences';
import { subscribePush, unsubscribePush } from './push-subscriptions';
import { countUnread } from './queries';

const errors = errorAnswers(401, 404, 422, 429);
const tags = ['notifications'];

/** Subscriptions registered per account and hour: a few browsers, not an endless list. */
export const PUSH_SUBSCRIBE_LIMIT = { max: 20, timeWindow: 60 * 60_000 };

const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

/**
 * The notification center of the signed-in member: their own notifications only (another's
 * is a 404), their channels per kind, the browsers they subscribed to web push, and the live
 * stream of their account (every area's events, platform/live-events.ts).
 */
export const notificationRoutes: FastifyPluginAsyncZod<{ deps: NotificationsDeps; hub: LiveHub }> = async (
  app,
  { deps, hub },
) => {
  const member = { onRequest: requireUser, tags, errors };
  const userId = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user.id;

  route(
    app,
    notificationsEndpoints.listNotifications,
    { ...member, summary: 'My notifications, newest first, with the unread count' },
    async (request, reply) => {
      noStore(reply);
      return listNotifications(deps, userId(request), request.query);
    },
  );

  route(
    app,
    notificationsEndpoints.unreadNotifications,
    { ...member, summary: 'How many of my notifications are unread (the bell)' },
    async (request, reply) => {
      noStore(reply);
      return { unread: await countUnread(deps.db, userId(request)) };
    },
  );

  route(
    app,
    notificationsEndpoints.readNotification,
    { ...member, summary: 'Mark one of my notifications read; answers the unread count left' },
    async (request) => markNotificationRead(deps, userId(request), request.params.id),
  );

  route(
    app,
    notificationsEndpoints.readAllNotifications,
    { ...member, summary: 'Mark all my notifications read' },
    async (request) => markAllNotificationsRead(deps, userId(request)),
  );

  route(
    app,
    notificationsEndpoints.notificationPreferences,
    { ...member, summary: 'My channel per kind of notification: in the app, by mail too, or off' },
    async (request, reply) => {
      noStore(reply);
      return getPreferences(deps, userId(request));
    },
  );

  route(
    app,
    notificationsEndpoints.setNotificationPreferences,
    { ...member, summary: 'Set my channel of some kinds of notification' },
    async (request) => setPreferences(deps, userId(request), request.body.preferences),
  );

  route(
    app,
    notificationsEndpoints.liveEvents,
    {
      // An EventSource sends cookies, not headers.
      onRequest: requireUserByCookie(deps.db),
      config: { longLived: true },
      compress: false,
      tags,
      summary: 'Server-Sent Events of my account: notifications, and my conversations’ messages',
      description:
        'A text/event-stream kept open, one per tab: each event names what changed (the page reads it again): `notification`, `notifications_read`, and the messages’ `message`, `read`, `block`. After a lost connection the page reads everything again.',
      errors: errorAnswers(401),
    },
    async (request, reply) => {
      reply.hijack();
      hub.open(requireAuth(request).user.id, reply.raw);
    },
  );

  route(
    app,
    notificationsEndpoints.pushKey,
    {
      tags,
      summary: 'The VAPID public key browsers subscribe to web push with; null while push is off',
      errors: errorAnswers(),
    },
    async () => ({ public_key: deps.push?.publicKey ?? null }),
  );

  route(
    app,
    notificationsEndpoints.subscribePush,
    {
      ...member,
      preHandler: [
        routeLimit(app, { ...PUSH_SUBSCRIBE_LIMIT, key: (request) => `user:${request.auth?.user.id ?? 0}` }),
      ],
      summary: 'Send my notifications to this browser as pushes (404 while push is off)',
    },
    async (request, reply) => {
      await subscribePush(deps, userId(request), request.body);
      return reply.code(204).send(null);
    },
  );

  route(
    app,
    notificationsEndpoints.unsubscribePush,
    { ...member, summary: 'Stop the pushes to this browser' },
    async (request, reply) => {
      await unsubscribePush(deps, userId(request), request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
};
