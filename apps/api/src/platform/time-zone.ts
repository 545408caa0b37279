import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The client's zone from `X-timezone`: `Etc/GMT-1` or an IANA name; UTC otherwise. */
    timeZone: string;
  }
}

const cache = new Map<string, boolean>();

/** True for a zone Intl knows (Etc/GMT±N and IANA names alike). */
export function isTimeZone(value: string): boolean {
  if (value.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(value)) return false;
  let known = cache.get(value);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: value });
      known = true;
    } catch {
      known = false;
    }
    if (cache.size < 1000) cache.set(value, known);
  }
  return known;
}

export function timeZoneOf(request: Pick<FastifyRequest, 'headers'>): string {
  const header = request.headers['x-timezone'];
  return typeof header === 'string' && isTimeZone(header.trim()) ? header.trim() : 'UTC';
}

export const timeZonePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('timeZone', 'UTC');
    app.addHook('onRequest', async (request) => {
      request.timeZone = timeZoneOf(request);
    });
  },
  { name: 'time-zone' },
);
