import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@portal/contract/locale';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of every message in this request's answer (the `X-localization` header the SPA sends). */
    locale: Locale;
  }
}

/** X-localization wins; else the first supported language of Accept-Language; else Arabic. */
export function localeOf(headers: FastifyRequest['headers']): Locale {
  const explicit = headers['x-localization'];
  if (typeof explicit === 'string' && isLocale(explicit.trim().toLowerCase())) {
    return explicit.trim().toLowerCase() as Locale;
  }
  const accepted = headers['accept-language'];
  if (typeof accepted === 'string') {
    // Highest q first; q=0 means "not this one" (RFC 9110 §12.5.4).
    const ranked = accepted
      .split(',')
      .map((part, index) => {
        const [range, ...params] = part.trim().split(';');
        const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
        return { tag: range?.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
      })
      .filter((r) => Number.isFinite(r.q) && r.q > 0)
      .sort((a, b) => b.q - a.q || a.index - b.index);
    for (const { tag } of ranked) {
      if (isLocale(tag)) return tag;
    }
  }
  return DEFAULT_LOCALE;
}

export const i18nPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('locale', DEFAULT_LOCALE);
    app.addHook('onRequest', async (request, reply) => {
      request.locale = localeOf(request.headers);
      reply.header('Content-Language', request.locale);
      reply.header('Vary', 'X-localization, Accept-Language');
    });
  },
  { name: 'i18n' },
);

export { LOCALES };
