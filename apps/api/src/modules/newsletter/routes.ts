import { newsletterEndpoints } from '@portal/contract/endpoints/newsletter';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, requireRole } from '../../platform/auth/plugin';
import { sha256 } from '../../platform/auth/secrets';
import { translate } from '../../platform/messages';
import { routeLimit } from '../../platform/rate-limits';
import { errorAnswers, route } from '../../platform/route';
import { confirmSubscription } from './confirm-subscription';
import { createIssue } from './create-issue';
import type { NewsletterDeps } from './deps';
import { listIssues } from './list-issues';
import { newsletterStats } from './newsletter-stats';
import { sendIssue } from './send-issue';
import { subscribe } from './subscribe';
import { unsubscribe } from './unsubscribe';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const errors = errorAnswers(401, 403, 404, 422, 429);
const tags = ['newsletter'];

/** Subscriptions per address and hour: a visitor retrying, not a script mailing strangers. */
export const SUBSCRIBE_LIMIT_PER_ADDRESS = { max: 3, timeWindow: HOUR };
/** Subscriptions per client address and hour (a household, an office behind one address). */
export const SUBSCRIBE_LIMIT_PER_IP = { max: 10, timeWindow: HOUR };

const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

/**
 * The newsletter: subscribing (double opt-in), confirming and unsubscribing without an account,
 * and, in the back office, the counts (moderators read), writing and sending issues (admins).
 */
export const newsletterRoutes: FastifyPluginAsyncZod<{ deps: NewsletterDeps }> = async (app, { deps }) => {
  const message = (request: FastifyRequest, key: Parameters<typeof translate>[1]) => ({
    message: translate(request.locale, key),
  });
  // The address is counted by its hash: the limits' table holds no personal data.
  const perAddress = routeLimit(app, {
    ...SUBSCRIBE_LIMIT_PER_ADDRESS,
    key: (request) =>
      `email:${sha256(String((request.body as { email?: unknown } | undefined)?.email ?? ''))}`,
  });
  const perIp = routeLimit(app, SUBSCRIBE_LIMIT_PER_IP);
  const tokenLimit = routeLimit(app, { max: 30, timeWindow: 10 * MINUTE });
  const staff = { onRequest: requireRole('moderator', 'admin'), tags, errors };
  const admin = { onRequest: requireRole('admin'), tags, errors };

  route(
    app,
    newsletterEndpoints.subscribeNewsletter,
    {
      preHandler: [perIp, perAddress],
      tags,
      summary: 'Subscribe an address in the visitor’s language; mails a confirmation link (double opt-in)',
      description: 'The same answer whether or not the address was already subscribed.',
      errors,
    },
    async (request, reply) => {
      noStore(reply);
      await subscribe(deps, { email: request.body.email, locale: request.locale });
      return message(request, 'message.newsletter_check_inbox');
    },
  );

  // The mailed links: a token in the body, the answer in the visitor's language.
  const tokenRoutes = [
    [
      newsletterEndpoints.confirmNewsletter,
      confirmSubscription,
      'Confirm a subscription with the mailed link’s token',
      'message.newsletter_confirmed',
    ],
    [
      newsletterEndpoints.unsubscribeNewsletter,
      unsubscribe,
      'Unsubscribe with the token every newsletter mail carries',
      'message.newsletter_unsubscribed',
    ],
  ] as const;
  for (const [endpoint, action, summary, done] of tokenRoutes) {
    route(app, endpoint, { preHandler: [tokenLimit], tags, summary, errors }, async (request, reply) => {
      noStore(reply);
      await action(deps, request.body.token);
      return message(request, done);
    });
  }

  route(
    app,
    newsletterEndpoints.newsletterStats,
    { ...staff, summary: 'Subscribers by state and language' },
    async (_request, reply) => {
      noStore(reply);
      return newsletterStats(deps);
    },
  );

  route(
    app,
    newsletterEndpoints.listNewsletterIssues,
    { ...staff, summary: 'The issues, newest first, with the mails each queued' },
    async (_request, reply) => {
      noStore(reply);
      return { data: await listIssues(deps) };
    },
  );

  route(
    app,
    newsletterEndpoints.createNewsletterIssue,
    { ...admin, summary: 'Write an issue (subject and body per language; bodies sanitized)' },
    async (request, reply) => {
      const issue = await createIssue(deps, requireAuth(request).user.id, request.body);
      return reply.code(201).send({ issue });
    },
  );

  route(
    app,
    newsletterEndpoints.sendNewsletterIssue,
    {
      ...admin,
      summary: 'Send an issue to every active subscriber, in their language (idempotent)',
      description: 'A repeated or retried send queues only the mails not yet queued.',
    },
    async (request) => ({ issue: await sendIssue(deps, requireAuth(request).user.id, request.params.id) }),
  );
};
