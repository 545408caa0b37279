import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors';
import type { NewsletterDeps } from './deps';
import { ONE_CLICK_PATH } from './send-issue';
import { unsubscribe } from './unsubscribe';

/**
 * The one-click unsubscribe of RFC 8058 (the `List-Unsubscribe` header of every issue): the
 * mail provider POSTs `List-Unsubscribe=One-Click` here, without cookies or a CSRF token, so it
 * lives outside /api; the signed token in the address is the whole authorisation. A GET (a
 * person who opened the address) is sent to the page that asks before unsubscribing, since link
 * scanners open addresses too.
 */
export async function newsletterOneClickRoute(app: FastifyInstance, deps: NewsletterDeps): Promise<void> {
  await app.register(async (scope) => {
    // Mail providers post a form body; only this route reads one.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, body),
    );
    const query = (request: { query: unknown }) => {
      const token = (request.query as { token?: unknown }).token;
      if (typeof token !== 'string' || token.length > 200) throw new AppError('not_found');
      return token;
    };
    scope.post(ONE_CLICK_PATH, { schema: { hide: true } }, async (request, reply) => {
      await unsubscribe(deps, query(request));
      return reply.code(200).header('Cache-Control', 'no-store').send({ unsubscribed: true });
    });
    scope.get(ONE_CLICK_PATH, { schema: { hide: true } }, async (request, reply) =>
      reply.redirect(`/subscriptions?unsubscribe=${encodeURIComponent(query(request))}`, 303),
    );
  });
}
