import { authEndpoints } from '@portal/contract/endpoints/auth';
import { errorResponseSchema } from '@portal/contract/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, requireUser } from '../../platform/auth/plugin';
import { verifyCaptcha } from '../../platform/captcha';
import { translate } from '../../platform/messages';
import type { AccountDeps } from './deps';
import { findUserByLogin } from './queries';
import { routeLimit } from '../../platform/rate-limits';
import { signedIn } from '../../platform/page-data';
import { errorAnswers, route } from '../../platform/route';
import { registerUser } from './register-user';
import { exchangeResetCode, requestPasswordReset, resetPassword } from './reset-password';
import {
  confirmPassword,
  listSessions,
  logIn,
  logOut,
  revokeOtherSessions,
  revokeSession,
  type SessionMeta,
} from './sessions';
import { toPublicUser } from './user-view';
import { resendVerification, verifyEmailByCode, verifyEmailByLink } from './verify-email';

const errors = errorAnswers(401, 403, 422, 429);
const MINUTE = 60_000;

function metaOf(request: FastifyRequest): SessionMeta {
  return { userAgent: request.headers['user-agent'], ip: request.ip };
}

/**
 * The account a request is about, so the per-account limit holds across spellings (email or
 * username, any case): the account the body's login or email names, else the lower-cased
 * value itself; on a signed-in call without one (confirm-password), the signed-in account.
 */
async function accountKey(db: AccountDeps['db'], request: FastifyRequest): Promise<string> {
  const body = request.body as { login?: unknown; email?: unknown } | undefined;
  const value = body?.login ?? body?.email;
  if (typeof value === 'string') {
    const user = await findUserByLogin(db, value.trim());
    return user ? `user:${user.id}` : `acct:${value.trim().toLowerCase().slice(0, 254)}`;
  }
  return request.auth ? `user:${request.auth.user.id}` : `ip:${request.ip}`;
}

// Access checks run onRequest: a visitor gets 401 (and a stale confirmation 423) before any
// body is read or validated, so refused calls learn nothing about the schema.
export const authRoutes: FastifyPluginAsyncZod<{ deps: AccountDeps }> = async (app, { deps }) => {
  const { db, config } = deps;
  const perIp = (max: number, timeWindow: number) => routeLimit(app, { max, timeWindow });
  const perAccount = (max: number, timeWindow: number) =>
    routeLimit(app, { max, timeWindow, key: (request) => accountKey(db, request) });
  const message = (request: FastifyRequest, key: Parameters<typeof translate>[1]) => ({
    message: translate(request.locale, key),
  });

  route(
    app,
    authEndpoints.register,
    {
      preHandler: [perIp(5, 10 * MINUTE)],
      tags: ['auth'],
      summary: 'Create an account; signs it in and mails a verification code',
      errors,
    },
    async (request, reply) => {
      await verifyCaptcha(config, request.body.captcha_token, request.ip);
      const { user, session } = await registerUser(deps, request.body, request.locale, metaOf(request));
      request.log.info({ userId: user.id }, 'account registered');
      return reply.code(201).send({
        token: session.token,
        expires_in: session.expiresIn,
        remember: session.remember,
        user: toPublicUser(user),
      });
    },
  );

  route(
    app,
    authEndpoints.login,
    {
      preHandler: [perIp(20, MINUTE), perAccount(5, MINUTE)],
      tags: ['auth'],
      summary: 'Sign in by email or username',
      errors,
    },
    async (request) => {
      await verifyCaptcha(config, request.body.captcha_token, request.ip);
      try {
        const { user, session } = await logIn(db, request.body.login, request.body.password, {
          ...metaOf(request),
          remember: request.body.remember,
        });
        request.log.info({ userId: user.id, ip: request.ip }, 'sign-in succeeded');
        return {
          token: session.token,
          expires_in: session.expiresIn,
          remember: session.remember,
          user: toPublicUser(user),
        };
      } catch (err) {
        request.log.warn({ ip: request.ip }, 'sign-in failed');
        throw err;
      }
    },
  );

  route(
    app,
    authEndpoints.logout,
    {
      onRequest: requireUser,
      tags: ['auth'],
      summary: 'Revoke the current token',
      errors,
    },
    async (request) => {
      await logOut(db, requireAuth(request));
      return message(request, 'message.logged_out');
    },
  );

  // The start-up's current user, also read for a server-rendered page (platform/page-data.ts).
  const readMe = app.pageData.reader(authEndpoints.me, async (_input, visitor) => ({
    user: toPublicUser(signedIn(visitor).user),
  }));
  route(
    app,
    authEndpoints.me,
    {
      onRequest: requireUser,
      tags: ['auth'],
      summary: 'The signed-in user',
      errors,
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return readMe(request);
    },
  );

  route(
    app,
    authEndpoints.confirmPassword,
    {
      onRequest: requireUser,
      preHandler: [perAccount(10, MINUTE)],
      tags: ['auth'],
      summary: 'Confirm the password before a sensitive change (answers 423 otherwise)',
      errors,
    },
    async (request) => {
      await confirmPassword(db, requireAuth(request), request.body.password);
      return { confirmed: true as const };
    },
  );

  route(
    app,
    authEndpoints.verifyEmail,
    {
      onRequest: requireUser,
      preHandler: [perIp(20, MINUTE)],
      tags: ['auth'],
      summary: 'Verify the email with the 6-digit code',
      errors,
    },
    async (request) => {
      await verifyEmailByCode(deps, requireAuth(request), request.body.code);
      return message(request, 'message.email_verified');
    },
  );

  route(
    app,
    authEndpoints.verifyEmailLink,
    {
      preHandler: [perIp(20, MINUTE)],
      tags: ['auth'],
      summary: 'Verify the email with the emailed link token',
      errors,
    },
    async (request) => {
      await verifyEmailByLink(deps, request.body.token);
      return message(request, 'message.email_verified');
    },
  );

  route(
    app,
    authEndpoints.resendVerification,
    {
      onRequest: requireUser,
      tags: ['auth'],
      summary: 'Send a new verification mail (once a minute)',
      errors,
    },
    async (request) => {
      await resendVerification(deps, requireAuth(request));
      return message(request, 'message.verification_sent');
    },
  );

  route(
    app,
    authEndpoints.forgotPassword,
    {
      preHandler: [perIp(10, 10 * MINUTE), perAccount(3, 10 * MINUTE)],
      tags: ['auth'],
      summary: 'Mail a recovery code; the same answer whether or not the address has an account',
      errors,
    },
    async (request) => {
      await verifyCaptcha(config, request.body.captcha_token, request.ip);
      await requestPasswordReset(deps, request.body.email);
      return message(request, 'message.generic_sent');
    },
  );

  route(
    app,
    authEndpoints.forgotPasswordCode,
    {
      preHandler: [perIp(20, 10 * MINUTE)],
      tags: ['auth'],
      summary: 'Exchange a recovery code for a reset token (5 tries, 15 minutes)',
      errors,
    },
    async (request) => ({ token: await exchangeResetCode(deps, request.body.email, request.body.code) }),
  );

  route(
    app,
    authEndpoints.resetPassword,
    {
      preHandler: [perIp(20, 10 * MINUTE)],
      tags: ['auth'],
      summary: 'Set a new password with a reset token; signs every session out',
      errors,
    },
    async (request) => {
      await resetPassword(deps, request.body.token, request.body.password);
      return message(request, 'message.password_updated');
    },
  );

  route(
    app,
    authEndpoints.listSessions,
    {
      onRequest: requireUser,
      tags: ['auth'],
      summary: 'Signed-in devices',
      errors,
    },
    async (request) => ({ sessions: await listSessions(db, requireAuth(request)) }),
  );

  route(
    app,
    authEndpoints.revokeSession,
    {
      onRequest: requireUser,
      tags: ['auth'],
      summary: 'Sign one device out',
      errors: { 404: errorResponseSchema, ...errors },
    },
    async (request, reply) => {
      await revokeSession(db, requireAuth(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  route(
    app,
    authEndpoints.revokeOtherSessions,
    {
      onRequest: requireUser,
      tags: ['auth'],
      summary: 'Sign every other device out',
      errors,
    },
    async (request, reply) => {
      await revokeOtherSessions(db, requireAuth(request));
      return reply.code(204).send(null);
    },
  );
};
