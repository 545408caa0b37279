import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';
import { randomToken, safeEqual } from './auth/secrets';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Signed double-submit CSRF (OWASP cheat sheet): the
 * initialisation call sets a readable cookie `random.hmac(random)`; every state-changing
 * /api/ request must echo it in X-XSRF-TOKEN, and the signature proves we issued it.
 * Missing or wrong → 419 "CSRF token mismatch." (the SPA shows no toast for it).
 */
export function createCsrf(secret: string) {
  const sign = (nonce: string) => createHmac('sha256', secret).update(nonce).digest('base64url');
  return {
    issue(reply: FastifyReply, request: FastifyRequest): string {
      const nonce = randomToken();
      const value = `${nonce}.${sign(nonce)}`;
      reply.setCookie(CSRF_COOKIE, value, {
        path: '/',
        sameSite: 'lax',
        httpOnly: false,
        secure: request.protocol === 'https',
        maxAge: 60 * 60 * 24 * 30,
      });
      return value;
    },
    isValid(request: FastifyRequest): boolean {
      const cookie = request.cookies[CSRF_COOKIE];
      const header = request.headers[CSRF_HEADER];
      if (!cookie || typeof header !== 'string' || !safeEqual(cookie, header)) return false;
      const [nonce, signature] = cookie.split('.');
      return !!nonce && !!signature && safeEqual(signature, sign(nonce));
    },
  };
}

export type Csrf = ReturnType<typeof createCsrf>;

declare module 'fastify' {
  interface FastifyInstance {
    csrf: Csrf;
  }
}

export const csrfPlugin = fp(
  async (app: FastifyInstance, { secret }: { secret: string }) => {
    const csrf = createCsrf(secret);
    app.decorate('csrf', csrf);
    app.addHook('preValidation', async (request) => {
      // The matched route, not the raw URL: `/%61pi/v1/…` reaches the same route as `/api/v1/…`.
      const path = request.routeOptions.url ?? request.url;
      if (SAFE_METHODS.has(request.method) || !path.startsWith('/api/')) return;
      if (!csrf.isValid(request)) throw new AppError('csrf_mismatch');
    });
  },
  { name: 'csrf', dependencies: ['@fastify/cookie'] },
);
