import { Socket } from 'node:net';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';
import { endpointUrl } from '@portal/contract/endpoints/endpoint';
import { systemEndpoints } from '@portal/contract/endpoints/system';

/** What an overloaded server asks clients to wait before trying again. */
export const OVERLOAD_RETRY_AFTER_S = 5;

/**
 * Past this mean delay of the event loop (ms, sampled each second) every request but the
 * health checks is answered 503 at once: a request let in then would wait seconds behind the
 * others and time out at the client anyway, after costing the same work.
 */
const MAX_EVENT_LOOP_DELAY_MS = 1_000;

/**
 * Requests from clients this process works on at once (waiting for the database included);
 * one more is answered 503 at once: past this the newest would wait behind all the others,
 * for seconds, and the queue would grow without bound.
 */
const MAX_IN_FLIGHT = 64;

/** Load balancers must still reach these: they tell a busy process from a dead one. */
const ALWAYS_ANSWERED = new Set([
  endpointUrl(systemEndpoints.health, {}),
  endpointUrl(systemEndpoints.ready, {}),
]);

/**
 * Never shed: the health checks, and the built assets under /build/ (a file read each, cached
 * by the browser): a page already answered whose script or style is refused is a blank page,
 * so load is shed where a visit starts (a page or an API call), never in the middle of one.
 */
function isAlwaysAnswered(request: FastifyRequest): boolean {
  return ALWAYS_ANSWERED.has(request.routeOptions.url ?? '') || request.url.startsWith('/build/');
}

/** The 503 of a server with more work than it can do in time, with Retry-After (`{ message, code }`). */
export function overloaded(): AppError {
  return new AppError('service_unavailable', {
    messageKey: 'error.overloaded',
    params: { seconds: OVERLOAD_RETRY_AFTER_S },
    headers: { 'retry-after': String(OVERLOAD_RETRY_AFTER_S) },
  });
}

/**
 * Sheds load, in the documented error shape and the request's language (registered after the
 * i18n plugin, so its hook has run): past MAX_IN_FLIGHT requests at once, and while the event
 * loop falls behind (@fastify/under-pressure).
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers with a stream kept open (Server-Sent Events): not counted in flight. */
    longLived?: boolean;
  }
}

export const overloadPlugin = fp(
  async (
    app: FastifyInstance,
    options: { maxEventLoopDelayMs?: number | false; maxInFlight?: number } = {},
  ) => {
    const maxInFlight = options.maxInFlight ?? MAX_IN_FLIGHT;
    let inFlight = 0;
    const counted = new WeakSet<FastifyRequest>();
    const done = async (request: FastifyRequest) => {
      if (counted.delete(request)) inFlight -= 1;
    };
    app.addHook('onRequest', async (request) => {
      // The server's own in-process calls (a page's drawing asks the API) are part of the
      // request that made them; only connections from clients count.
      if (!(request.raw.socket instanceof Socket) || isAlwaysAnswered(request)) return;
      // A live stream stays open for hours, doing nothing but waiting: not work in flight.
      if (request.routeOptions.config.longLived) return;
      if (inFlight >= maxInFlight) {
        request.log.warn({ inFlight }, 'overloaded: request shed with 503');
        throw overloaded();
      }
      inFlight += 1;
      counted.add(request);
    });
    app.addHook('onResponse', done);
    app.addHook('onRequestAbort', done);

    if (options.maxEventLoopDelayMs === false) return;
    await app.register(underPressure, {
      maxEventLoopDelay: options.maxEventLoopDelayMs ?? MAX_EVENT_LOOP_DELAY_MS,
      pressureHandler: async (request: FastifyRequest, _reply, type: string, value: number | undefined) => {
        if (isAlwaysAnswered(request)) return;
        request.log.warn({ pressure: type, value }, 'overloaded: request shed with 503');
        throw overloaded();
      },
    });
  },
  { name: 'overload', dependencies: ['i18n', 'errors'] },
);
