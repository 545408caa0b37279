import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** A limit's key per signed-in account (routes that count per account run after sign-in). */
export const perAccount = (request: FastifyRequest) => `user:${request.auth?.user.id ?? 0}`;

/**
 * A rate limit as a preHandler, counted per route and per `key` (the client address unless
 * given), answering 429 with Retry-After.
 *
 * Not `app.rateLimit()`: of several of those on one route only the first ever counts (the
 * plugin marks the request as limited), so the per-account sign-in limit never ran; and in
 * Redis they all share one key space (`<nameSpace>undefinedundefined-<ip>`), so sign-ins
 * counted against registration. Here the route and the kind of key are part of the key.
 */
export function routeLimit(
  app: FastifyInstance,
  options: {
    max: number;
    timeWindow: number;
    key?: (request: FastifyRequest) => string | Promise<string>;
    /** Counts under this name instead of the route's, so several routes share one limit. */
    scope?: string;
  },
) {
  const check = app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindow,
    keyGenerator: async (request) =>
      `${options.scope ?? `${request.method}:${request.routeOptions.url ?? request.url}`}:${
        options.key ? await options.key(request) : `ip:${normalizeIP(request.ip)}`
      }`,
  });
  return async (request: FastifyRequest): Promise<void> => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      const seconds = Math.max(1, result.ttlInSeconds);
      throw new AppError('too_many_requests', {
        params: { seconds },
        headers: { 'retry-after': String(seconds) },
      });
    }
  };
}
