import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@portal/contract/locale';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of every message in this request's answer (spec §7 `X-localization`). */
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
    for (const part of accepted.split(',')) {
      const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
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
